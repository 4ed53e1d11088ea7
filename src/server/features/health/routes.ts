import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import { healthReplySchema, readinessReplySchema } from '../../../domain/health/schemas';
import type { AppDeps } from '../../deps';
import { findDatabaseProblem } from './service';

/**
 * For load balancers and orchestrators, open to anyone and logged only when they fail: `/healthz`
 * says the process is up (restart it when not), `/readyz` that it may be sent requests (its
 * database answers). While the server shuts down, both answer 503 (Fastify's return503OnClosing).
 */
export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', {
      logLevel: 'warn',
      schema: { tags: ['health'], response: { 200: healthReplySchema } },
      handler: async () => ({ status: 'ok' as const }),
    });

    app.get('/readyz', {
      logLevel: 'warn',
      schema: { tags: ['health'], response: { 200: readinessReplySchema, 503: errorReplySchema } },
      handler: async (_request, reply) => {
        const problem = await findDatabaseProblem(deps.db);
        if (problem) return reply.code(503).send({ message: problem });
        return { status: 'ready' as const };
      },
    });
  };
}
