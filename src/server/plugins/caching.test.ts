import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notFound, unauthorized } from '../errors';
import { declareAccess, registerAccessControl } from './access';
import type { AuthGuards } from './auth';
import { declareCaching, registerCaching } from './caching';

/** Guards that let a request through when it says `x-role: user`. */
const refuseUnlessUser = async (request: { headers: Record<string, unknown> }) => {
  if (request.headers['x-role'] !== 'user') throw unauthorized();
};
const guards: AuthGuards = {
  optionalUser: async () => undefined,
  requireUser: refuseUnlessUser,
  requireAdmin: refuseUnlessUser,
  requireSuperAdmin: refuseUnlessUser,
};

async function appWith(routes: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ message: error.message }),
  );
  registerAccessControl(app, guards, { apiRead: refuseUnlessUser, apiWrite: refuseUnlessUser });
  registerCaching(app);
  await app.register(routes);
  await app.ready();
  return app;
}

const ok = async () => ({ ok: true });
const cachingOf = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
  const answer = await app.inject({ url, headers });
  return { status: answer.statusCode, caching: answer.headers['cache-control'] };
};

describe('registerCaching', () => {
  it('refuses to build an app with a public route that declares no caching', async () => {
    const build = appWith(async (app) => {
      app.get('/api/open', { config: { access: 'public' } }, ok);
    });
    await expect(build).rejects.toThrow('GET /api/open is public and declares no caching');
  });

  it('refuses caching declared by a route that answers by who asks', async () => {
    const build = appWith(async (app) => {
      app.get('/api/mine', { config: { access: 'user', caching: 'public, max-age=60' } }, ok);
    });
    await expect(build).rejects.toThrow('GET /api/mine answers by who asks');
  });

  it('answers every route but the public ones with no-store, its refusals and errors too', async () => {
    const app = await appWith(async (app) => {
      app.get('/api/mine', { config: { access: 'user' } }, ok);
      app.get('/api/maybe-mine', { config: { access: 'optionalUser' } }, ok);
    });
    expect(await cachingOf(app, '/api/mine', { 'x-role': 'user' })).toEqual({ status: 200, caching: 'no-store' });
    expect(await cachingOf(app, '/api/mine')).toEqual({ status: 401, caching: 'no-store' });
    expect(await cachingOf(app, '/api/maybe-mine')).toEqual({ status: 200, caching: 'no-store' });
  });

  it("gives a public group's caching to its public routes, lets a route declare its own, and keeps no error", async () => {
    const app = await appWith(async (app) => {
      declareAccess(app, 'public');
      declareCaching(app, 'no-cache');
      app.get('/api/prices', ok);
      app.get('/api/pictures/:id', { config: { caching: 'public, max-age=604800' } }, async (request) => {
        if ((request.params as { id: string }).id === 'gone') throw notFound();
        return ok();
      });
      app.get('/api/own', { config: { access: 'user' } }, ok);
    });
    expect(await cachingOf(app, '/api/prices')).toEqual({ status: 200, caching: 'no-cache' });
    expect(await cachingOf(app, '/api/pictures/1')).toEqual({ status: 200, caching: 'public, max-age=604800' });
    expect(await cachingOf(app, '/api/pictures/gone')).toEqual({ status: 404, caching: 'no-store' });
    expect(await cachingOf(app, '/api/own', { 'x-role': 'user' })).toEqual({ status: 200, caching: 'no-store' });
  });

  it('leaves the pages of the web app to set their own', async () => {
    const app = await appWith(async (app) => {
      app.get('/about', ok);
    });
    expect(await cachingOf(app, '/about')).toEqual({ status: 200, caching: undefined });
  });
});
