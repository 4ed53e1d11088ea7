import { endpoint, loaded } from '../api/endpoint';
import { RUN_MAX_CODES, RUN_MAX_STOPS } from './runs';

// Delivery runs: reading the codes of a text into stops (anyone, for a run kept on the phone), a
// signed-in courier's runs on the server, and the links that open a run without an account. The
// versioned API's call that makes a run is declared here too, at its end.

const runs = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });
const errors = [400, 401, 403, 404] as const;

export const resolveRunCodesEndpoint = endpoint({
  method: 'POST',
  path: '/api/runs/resolve',
  access: 'optionalUser',
  tags: ['runs'],
  description: `The stops that up to ${RUN_MAX_CODES} codes (typed any way, or code pages' links with their delivery key) name, each once, as the caller may see them; and the codes that name none, with "Did you mean". Counted as code lookups (429 past the limits).`,
  errors: [400, 429],
  schemas: loaded(runs, (s) => ({ body: s.resolveRunCodesBodySchema, response: { 200: s.resolveRunCodesReplySchema } })),
});

export const createRunEndpoint = endpoint({
  method: 'POST',
  path: '/api/runs',
  access: 'user',
  tags: ['runs'],
  description: `A run of the codes in the order given (at most ${RUN_MAX_STOPS} stops; the same code twice is one stop). Codes that name none are left out and answered in \`unknown\`; 400 when none is left.`,
  errors: [...errors, 429],
  schemas: loaded(runs, (s) => ({ body: s.createRunBodySchema, response: { 201: s.createRunReplySchema } })),
});

/** The caller's runs, newest first (the latest 50). */
export const listRunsEndpoint = endpoint({
  method: 'GET',
  path: '/api/runs',
  access: 'user',
  tags: ['runs'],
  errors: [401],
  schemas: loaded(runs, (s) => ({ response: { 200: s.runListReplySchema } })),
});

export const getRunEndpoint = endpoint({
  method: 'GET',
  path: '/api/runs/:id',
  access: 'user',
  owner: 'runViewer',
  tags: ['runs'],
  description: "A run with its stops in order; each stop's access details where its courier may see them (each look is logged for the code's owner). Its courier, or an admin.",
  errors,
  schemas: loaded(runs, (s) => ({ params: s.runParamsSchema, response: { 200: s.runSchema } })),
});

export const updateRunEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/runs/:id',
  access: 'user',
  owner: 'runCourier',
  tags: ['runs'],
  description: 'Stops marked done, failed or pending again, with when; and the new order. Its courier only: 404 for anyone else, admins included.',
  errors,
  schemas: loaded(runs, (s) => ({ params: s.runParamsSchema, body: s.updateRunBodySchema, response: { 200: s.runStatesReplySchema } })),
});

export const deleteRunEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/runs/:id',
  access: 'user',
  owner: 'runViewer',
  tags: ['runs'],
  errors,
  schemas: loaded(runs, (s) => ({ params: s.runParamsSchema, response: { 200: s.messageReplySchema } })),
});

export const shareRunEndpoint = endpoint({
  method: 'POST',
  path: '/api/runs/:id/share',
  access: 'user',
  owner: 'runCourier',
  tags: ['runs'],
  description: "A read-only link to the run for a colleague, in this answer only; the run's earlier one stops working. It shows the stops and their states, never access details.",
  errors,
  schemas: loaded(runs, (s) => ({ params: s.runParamsSchema, response: { 200: s.runShareReplySchema } })),
});

export const stopSharingRunEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/runs/:id/share',
  access: 'user',
  owner: 'runCourier',
  tags: ['runs'],
  errors,
  schemas: loaded(runs, (s) => ({ params: s.runParamsSchema, response: { 200: s.messageReplySchema } })),
});

// A run link's own calls: the token is the only key, so no copy may be kept on the way (no-store).

export const getRunByLinkEndpoint = endpoint({
  method: 'GET',
  path: '/api/runs/link/:token',
  access: 'public',
  caching: 'no-store',
  tags: ['runs'],
  description: "The run a link opens: read-only for a colleague's link; a courier's link (a run made through the API) may mark stops, and shows the access details of the delivery links the run was given.",
  errors: [404, 429],
  schemas: loaded(runs, (s) => ({ params: s.runLinkParamsSchema, response: { 200: s.runSchema } })),
});

export const updateRunByLinkEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/runs/link/:token',
  access: 'public',
  caching: 'no-store',
  tags: ['runs'],
  description: "As PATCH /api/runs/{id}, with a courier's link; 403 with a colleague's read-only link.",
  errors: [400, 403, 404, 429],
  schemas: loaded(runs, (s) => ({ params: s.runLinkParamsSchema, body: s.updateRunBodySchema, response: { 200: s.runStatesReplySchema } })),
});

// The versioned API for integrators (/api/v1), declared with the runs it makes.

export const v1CreateRunEndpoint = endpoint({
  method: 'POST',
  path: '/api/v1/runs',
  access: 'apiWrite',
  tags: ['api v1'],
  summary: 'Make a delivery run for a courier',
  description: `Needs the 'write' scope. A run of up to ${RUN_MAX_STOPS} codes (typed any way, or code pages' links with a delivery key \`?k=\` that shows the courier the access details), ordered from \`origin\` when given, else as sent. Answers \`url\`, a link to open on the courier's phone, in this answer only: the run works there without an account and without signal, and its progress shows in the key owner's /runs. Codes that name no code are left out and listed in \`unknown\`; 400 when none is left. Send an API key as \`Authorization: Bearer zc_...\` or \`X-Api-Key: zc_...\`; answers carry the RateLimit headers, and 429 with Retry-After beyond the limit.`,
  errors: [400, 401, 403, 429],
  schemas: loaded(runs, (s) => ({ body: s.v1CreateRunBodySchema, response: { 201: s.v1CreateRunReplySchema } })),
});
