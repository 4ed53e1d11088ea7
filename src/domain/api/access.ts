/**
 * Who may call an endpoint: anyone without a token being read ('public'), anyone with the caller made
 * known when a token is sent ('optionalUser'; a bad token is still refused), or only signed-in
 * users, admins or super admins. The versioned API's endpoints take an API key with the `read` or
 * `write` scope, or a signed-in user's token ('apiRead', 'apiWrite'), each call counted against the
 * caller's rate limit. Checked by the server before anything of the request is read
 * (server/plugins/access.ts).
 */
export const ACCESS_LEVELS = ['public', 'optionalUser', 'user', 'admin', 'superAdmin', 'apiRead', 'apiWrite'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
