import { endpoint, loaded } from '../api/endpoint';

// The system settings (super admins), the part of them every page needs, and the super admins'
// checks that the maps key works and that mail goes out.

const settings = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });

/** The maps key, tile URL, support e-mail and tag manager id every page needs, and whether the server sends SMS. */
export const publicSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/settings/public',
  access: 'public',
  // Asked again each time: a super admin may change the maps key at any moment.
  caching: 'no-cache',
  tags: ['settings'],
  errors: [],
  schemas: loaded(settings, (s) => ({ response: { 200: s.publicSettingsReplySchema } })),
});

/** The settings and the payment mode they give. */
export const getSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/settings',
  access: 'superAdmin',
  tags: ['settings'],
  errors: [401, 403],
  schemas: loaded(settings, (s) => ({ response: { 200: s.settingsReplySchema } })),
});

/** Changes the settings it is given; the others keep their values. */
export const updateSettingsEndpoint = endpoint({
  method: 'PUT',
  path: '/api/settings',
  access: 'superAdmin',
  tags: ['settings'],
  errors: [400, 401, 403],
  schemas: loaded(settings, (s) => ({ body: s.updateSettingsBodySchema, response: { 200: s.settingsReplySchema } })),
});

// 502: the maps service or the mail server refused.
const checkErrors = [400, 401, 403, 409, 502] as const;

/** Asks Google to name a known point with the saved key: 409 when no key is set, 502 with Google's reason. */
export const testMapsApiEndpoint = endpoint({
  method: 'GET',
  path: '/api/test-maps-api',
  access: 'superAdmin',
  tags: ['settings'],
  errors: checkErrors,
  schemas: loaded(settings, (s) => ({ response: { 200: s.messageReplySchema } })),
});

/** Sends a test e-mail through the mail transport: 502 when it fails; sent or not, the e-mail log has it. */
export const sendTestEmailEndpoint = endpoint({
  method: 'POST',
  path: '/api/email/test',
  access: 'superAdmin',
  tags: ['settings'],
  errors: checkErrors,
  schemas: loaded(settings, (s) => ({ body: s.testEmailBodySchema, response: { 200: s.messageReplySchema } })),
});
