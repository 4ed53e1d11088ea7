import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { forbidden, HttpError, unauthorized } from '../errors';
import { declareAccess, registerAccessControl, type OwnerRule } from './access';
import type { AuthGuards } from './auth';

/** Guards that let a request through when it says `x-role: user` (or higher), and record what ran. */
function fakeGuards(calls: string[]): AuthGuards {
  const guard = (name: string, roles: string[]) => async (request: FastifyRequest) => {
    calls.push(name);
    if (!roles.includes(String(request.headers['x-role']))) throw unauthorized();
    request.actor = { id: String(request.headers['x-user'] ?? 'someone'), role: request.headers['x-role'] } as FastifyRequest['actor'];
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

  describe('owner rules', () => {
    /** Things belong to the user whose id is their name; the rule records what it was asked. */
    const ownerOfThing = (calls: string[]): OwnerRule => ({
      name: 'thingOwner',
      param: 'name',
      check: async (viewer, name) => {
        calls.push(`thingOwner ${name}`);
        if (viewer.id !== name) throw forbidden('You can only change your own things');
      },
    });

    it('refuses to build a route whose owner rule has no caller to check, or names a parameter its path lacks', async () => {
      const rule = ownerOfThing([]);
      await expect(
        appWith(async (app) => {
          app.put('/api/things/:name', { config: { access: 'optionalUser', owner: rule } }, ok);
        }),
      ).rejects.toThrow('PUT /api/things/:name has an owner rule but may be called by anyone');
      await expect(
        appWith(async (app) => {
          app.put('/api/things/:id', { config: { access: 'user', owner: rule } }, ok);
        }),
      ).rejects.toThrow('PUT /api/things/:id has an owner rule on :name, which its path lacks');
    });

    it("refuses someone else after the guard and before the body is read; the owner's input is refused for what it is", async () => {
      const calls: string[] = [];
      const app = await appWith(async (app) => {
        app.put(
          '/api/things/:name',
          {
            config: { access: 'user', owner: ownerOfThing(calls) },
            bodyLimit: 100,
            schema: { body: { type: 'object', required: ['colour'], properties: { colour: { type: 'string' } } } },
          },
          ok,
        );
      }, calls);
      const put = (user: string, payload: string, contentType = 'application/json') =>
        app.inject({ method: 'PUT', url: '/api/things/kettle', payload, headers: { 'content-type': contentType, 'x-role': 'user', 'x-user': user } });

      for (const [payload, contentType] of [
        ['{}', 'application/json'],
        ['{"colour":', 'application/json'],
        [JSON.stringify({ colour: 'x'.repeat(1000) }), 'application/json'],
        ['colour=red', 'application/x-www-form-urlencoded'],
      ] as const) {
        const answer = await put('toaster', payload, contentType);
        expect({ status: answer.statusCode, body: answer.json() }, payload).toEqual({ status: 403, body: { message: 'You can only change your own things' } });
      }
      expect(calls.slice(0, 2)).toEqual(['user', 'thingOwner kettle']);
      expect((await put('kettle', '{}')).statusCode).toBe(400);
      expect((await put('kettle', JSON.stringify({ colour: 'x'.repeat(1000) }))).statusCode).toBe(413);
      expect((await put('kettle', '{"colour":"red"}')).statusCode).toBe(200);
      // The guard refuses first: no rule is asked about a caller who may not call the route at all.
      calls.length = 0;
      expect((await app.inject({ method: 'PUT', url: '/api/things/kettle', payload: {} })).statusCode).toBe(401);
      expect(calls).toEqual(['user']);
    });

    it("leaves a path that fails the route's own check of it to that check: a 400 about the path, not the body", async () => {
      const calls: string[] = [];
      const app = await appWith(async (app) => {
        app.put(
          '/api/things/:name',
          {
            config: { access: 'user', owner: ownerOfThing(calls) },
            schema: {
              params: { type: 'object', properties: { name: { type: 'string', maxLength: 8 } } },
              body: { type: 'object', required: ['colour'], properties: { colour: { type: 'string' } } },
            },
          },
          ok,
        );
      }, calls);
      const put = (name: string) =>
        app.inject({ method: 'PUT', url: `/api/things/${name}`, payload: {}, headers: { 'x-role': 'user', 'x-user': 'toaster' } });

      const answer = await put('a-name-too-long');
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 400, message: 'params/name must NOT have more than 8 characters' });
      expect(calls).toEqual(['user']);
      expect((await put('kettle')).statusCode).toBe(403);
    });

    it('leaves a route that reads nothing but its path to its handler, and checks a rule about the caller alone', async () => {
      const calls: string[] = [];
      const app = await appWith(async (app) => {
        app.get('/api/things/:name', { config: { access: 'user', owner: ownerOfThing(calls) } }, ok);
        app.get('/api/things/:name/log', { config: { access: 'user', owner: ownerOfThing(calls) }, schema: { querystring: { type: 'object' } } }, ok);
        const onlyAdmins: OwnerRule = {
          name: 'thingMaker',
          check: async (viewer) => {
            if (viewer.role !== 'admin') throw forbidden('Only admins make things');
          },
        };
        app.post('/api/things', { config: { access: 'user', owner: onlyAdmins } }, ok);
      }, calls);
      const as = { 'x-role': 'user', 'x-user': 'toaster' };

      expect((await app.inject({ url: '/api/things/kettle', headers: as })).statusCode).toBe(200);
      expect(calls).toEqual(['user']);
      expect((await app.inject({ url: '/api/things/kettle/log', headers: as })).statusCode).toBe(403);
      const post = (role: string) => app.inject({ method: 'POST', url: '/api/things', payload: '{"a":', headers: { 'content-type': 'application/json', 'x-role': role } });
      expect((await post('user')).statusCode).toBe(403);
      expect((await post('admin')).statusCode).toBe(400);
    });
  });
});
