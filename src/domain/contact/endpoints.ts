import { endpoint, loaded } from '../api/endpoint';

// The contact form's messages.

const contact = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });

/** Sends a message to the team from the contact form, signed in or not. */
export const sendContactMessageEndpoint = endpoint({
  method: 'POST',
  path: '/api/contact',
  access: 'optionalUser',
  tags: ['messages'],
  errors: [400, 429],
  schemas: loaded(contact, (s) => ({ body: s.contactBodySchema, response: { 201: s.messageReplySchema } })),
});
