import { endpoint, loaded } from '../api/endpoint';

// The super admin's e-mail page: how mail is sent, the log of messages with resend, the templates' previews.

const email = () => import('./schemas');

/** How mail is sent, and the newest 200 messages by status and search. */
export const adminListEmailLogEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/email/log',
  access: 'superAdmin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(email, (s) => ({ querystring: s.emailLogQuerySchema, response: { 200: s.emailLogReplySchema } })),
});

/** Sends a kept message again, as a new entry: 409 when its body was not kept, 502 when it cannot be sent. */
export const adminResendEmailEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/email/log/:id/resend',
  access: 'superAdmin',
  tags: ['admin'],
  errors: [400, 401, 403, 404, 409, 502],
  schemas: loaded(email, (s) => ({ params: s.emailLogParamsSchema, response: { 201: s.resendReplySchema } })),
});

/** Every template the product sends. */
export const adminListEmailTemplatesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/email/templates',
  access: 'superAdmin',
  tags: ['admin'],
  errors: [401, 403],
  schemas: loaded(email, (s) => ({ response: { 200: s.templateListReplySchema } })),
});

/** A template rendered with its sample data. */
export const adminPreviewEmailTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/email/templates/:name',
  access: 'superAdmin',
  tags: ['admin'],
  errors: [400, 401, 403, 404],
  schemas: loaded(email, (s) => ({ params: s.templateParamsSchema, response: { 200: s.templatePreviewReplySchema } })),
});
