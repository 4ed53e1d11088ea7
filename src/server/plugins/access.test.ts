import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError, unauthorized } from '../errors';
import { declareAccess, registerAccessControl } from './access';
import type { AuthGuards } from './auth';

/** Guards that let a request through when it says `x-role: user` (or higher), and record what ran. */
function fakeGuards(calls: string[]): AuthGuards {
  const guard = (name: string, roles: string[]) => async (request: FastifyRequest) => {
    calls.push(name);
    if (!roles.includes(String(request.headers['x-role']))) throw unauthorized();
  };
  return {
    optionalUser: async () => void calls.push('optionalUser'),
    requireUser: guard('user', ['user', 'admin', 'super_admin']),
    requireAdmin: guard('admin', ['admin', 'super_admin']),
    requireSuperAdmin: guard('superAdmin', ['super_admin']),
  };
}

async function appWith(routes: (app: FastifyInstance) => Promise<void>, calls: string[] = []) {
  const app = Fastify();
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    reply.code(error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500)).send({ message: error.message }),
  );
  const apiGuard = (name: string) => async (request: FastifyRequest) => {
    calls.push(name);
    if (request.headers['x-api-key'] !== 'zc_good') throw unauthorized();
  };
  registerAccessControl(app, fakeGuards(calls), { apiRead: apiGuard('apiRead'), apiWrite: apiGuard('apiWrite') });
  await app.register(routes);
  await app.ready();
  return app;
}

const ok = async () => ({ ok: true });

describe('registerAccessControl', () => {
  it('refuses to build an app with a route under /api that declares no access level', async () => {
    const build = appWith(async (app) => {
      app.get('/api/forgotten', ok);
    });
    await expect(build).rejects.toThrow('GET /api/forgotten declares no access level');
  });

  it('needs no level outside /api (the web app, the embed page)', async () => {
    const app = await appWith(async (app) => {
      app.get('/embed/:code', ok);
      app.get('/apiary', ok);
    });
    expect((await app.inject({ url: '/apiary' })).statusCode).toBe(200);
  });

  it("gives a group's level to its routes and to the scopes inside it, and lets a route declare its own", async () => {
    const calls: string[] = [];
    const app = await appWith(async (app) => {
      await app.register(
        async (group) => {
          declareAccess(group, 'admin');
          group.get('/list', ok);
          group.get('/open', { config: { access: 'public' } }, ok);
          await group.register(async (inner) => {
            inner.get('/inner', ok);
          });
        },
        { prefix: '/api/things' },
      );
    }, calls);
    const status = async (url: string, role?: string) =>
      (await app.inject({ url, headers: role ? { 'x-role': role } : {} })).statusCode;

    expect(await status('/api/things/list')).toBe(401);
    expect(await status('/api/things/list', 'user')).toBe(401);
    expect(await status('/api/things/list', 'admin')).toBe(200);
    expect(await status('/api/things/inner')).toBe(401);
    expect(await status('/api/things/inner', 'admin')).toBe(200);
    expect(await status('/api/things/open')).toBe(200);
    expect(calls.filter((call) => call === 'admin')).toHaveLength(5);
  });

  it('refuses before the body is read or validated: no 400, 413 or 415 for a caller who may not ask', async () => {
    const app = await appWith(async (app) => {
      app.post(
        '/api/admin-only',
        {
          config: { access: 'admin' },
          bodyLimit: 100,
          schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
        },
        ok,
      );
    });
    const post = (payload: string, contentType = 'application/json', role?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin-only',
        payload,
        headers: { 'content-type': contentType, ...(role ? { 'x-role': role } : {}) },
      });

    for (const [payload, contentType] of [
      ['{}', 'application/json'],
      ['{"name":', 'application/json'],
      [JSON.stringify({ name: 'x'.repeat(1000) }), 'application/json'],
      ['name=x', 'application/x-www-form-urlencoded'],
    ] as const) {
      expect((await post(payload, contentType)).statusCode).toBe(401);
      expect((await post(payload, contentType, 'user')).statusCode).toBe(401);
    }
    // The same input from someone who may ask is refused for what it is.
    expect((await post('{}', 'application/json', 'admin')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ name: 'x'.repeat(1000) }), 'application/json', 'admin')).statusCode).toBe(413);
  });

  it('guards the API levels with the API guards', async () => {
    const calls: string[] = [];
    const app = await appWith(async (app) => {
      app.get('/api/v1/read', { config: { access: 'apiRead' }, schema: {} }, ok);
      app.post('/api/v1/write', { config: { access: 'apiWrite' }, schema: {} }, ok);
      app.get('/api/open', { config: { access: 'public' }, schema: {} }, ok);
    }, calls);
    expect((await app.inject({ url: '/api/v1/read' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/read', headers: { 'x-api-key': 'zc_good' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/write', headers: { 'x-api-key': 'zc_good' } })).statusCode).toBe(200);
    expect(calls).toEqual(['apiRead', 'apiRead', 'apiWrite']);
  });
});
