import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { byUser, rateLimit } from '../../plugins/rate-limits';

/**
 * The one window for every route that checks a signed-in caller's current password (changing it,
 * deleting the account): 10 tries per user per 15 minutes, counted together, so that a stolen
 * session cannot guess the password quickly by going from one route to the other.
 */
export function currentPasswordLimit(app: FastifyInstance): preHandlerHookHandler {
  return rateLimit(app, { max: 10, windowMinutes: 15, key: byUser('password-change') });
}
