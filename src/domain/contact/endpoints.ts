import { endpoint, loaded } from '../api/endpoint';

// The contact messages' endpoints.

const messages = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });

// Admins: the messages sent through the contact form, read, answered by e-mail and deleted.

const adminErrors = [400, 401, 403, 404] as const;

/** How many messages no admin has read: the badge beside Messages. */
export const adminCountUnreadMessagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/messages/unread/count',
  access: 'admin',
  tags: ['admin'],
  errors: [401, 403],
  schemas: loaded(messages, (s) => ({ response: { 200: s.unreadCountReplySchema } })),
});

/** A page of messages, newest first, with the counts of all and unread. */
export const adminListMessagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/messages',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(messages, (s) => ({ querystring: s.adminMessagesQuerySchema, response: { 200: s.adminMessageListReplySchema } })),
});

/** Marks a message read or unread. */
export const adminMarkMessageEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/messages/:id/read',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(messages, (s) => ({ params: s.messageParamsSchema, body: s.markMessageBodySchema, response: { 200: s.adminMessageSchema } })),
});

/** E-mails a reply to the sender and keeps it with the message; 502 when it cannot be sent, nothing kept. */
export const adminReplyToMessageEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/messages/:id/reply',
  access: 'admin',
  tags: ['admin'],
  errors: [...adminErrors, 502],
  schemas: loaded(messages, (s) => ({ params: s.messageParamsSchema, body: s.replyMessageBodySchema, response: { 201: s.adminMessageSchema } })),
});

export const adminDeleteMessageEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/messages/:id',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(messages, (s) => ({ params: s.messageParamsSchema, response: { 200: s.messageReplySchema } })),
});
