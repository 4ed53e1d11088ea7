import { endpoint, loaded } from '../api/endpoint';

// A person's privacy rights: a copy of their data, the deletion of their account, their consent
// answers; and what the privacy policy says of the running service.

const privacy = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });

/** Asks for a ZIP of everything held about the caller, built in the background; once a day. */
export const startDataExportEndpoint = endpoint({
  method: 'POST',
  path: '/api/user/export',
  access: 'user',
  tags: ['privacy'],
  description: 'Starts an export of all the data held about the caller (a ZIP: JSON files and photos), kept 24 hours once ready and announced by e-mail. One a day: 429 with Retry-After and when the next is possible.',
  errors: [401, 429],
  schemas: loaded(privacy, (s) => ({ response: { 202: s.dataExportReplySchema } })),
});

/** The caller's latest export: none, queued, running (with progress), ready (with its download), failed or expired. */
export const getDataExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/export',
  access: 'user',
  tags: ['privacy'],
  errors: [401],
  schemas: loaded(privacy, (s) => ({ response: { 200: s.dataExportReplySchema } })),
});

/** The ZIP of a ready export, for its owner only (anyone else, admins included, 404). */
export const downloadDataExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/export/:id/download',
  access: 'user',
  owner: 'dataExportOwner',
  tags: ['privacy'],
  description: 'The ZIP of a ready export, to its owner only; 410 once it has expired.',
  errors: [401, 404, 410],
  schemas: loaded(privacy, (s) => ({ params: s.dataExportParamsSchema })),
});

/**
 * Deletes the caller's account, confirmed with their password: codes, photos, sessions, API keys and
 * creator page go; payments stay for the tax records without name or e-mail.
 */
export const deleteAccountEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/user/account',
  access: 'user',
  tags: ['privacy'],
  errors: [400, 401, 409, 429],
  schemas: loaded(privacy, (s) => ({ body: s.deleteAccountBodySchema, response: { 200: s.messageReplySchema } })),
});

/** The caller's latest answer to the analytics notice. */
export const getConsentEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/consent',
  access: 'user',
  tags: ['privacy'],
  errors: [401],
  schemas: loaded(privacy, (s) => ({ response: { 200: s.consentReplySchema } })),
});

/** Records the caller's answer to the analytics notice, with the notice's version. */
export const recordConsentEndpoint = endpoint({
  method: 'PUT',
  path: '/api/user/consent',
  access: 'user',
  tags: ['privacy'],
  errors: [400, 401],
  schemas: loaded(privacy, (s) => ({ body: s.recordConsentBodySchema, response: { 200: s.consentReplySchema } })),
});

/** Who processes personal data as the service is set up now, and how long each kind is kept. */
export const privacyProcessingEndpoint = endpoint({
  method: 'GET',
  path: '/api/privacy/processing',
  access: 'public',
  caching: 'no-cache',
  tags: ['privacy'],
  errors: [],
  schemas: loaded(privacy, (s) => ({ response: { 200: s.privacyProcessingReplySchema } })),
});
