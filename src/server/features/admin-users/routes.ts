import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, messageReplySchema } from '../../../domain/api/schemas';
import {
  adminUserDetailReplySchema,
  adminUserListReplySchema,
  adminUserReplySchema,
  adminUsersQuerySchema,
  createAdminUserBodySchema,
  deleteUserBodySchema,
  setUserPasswordBodySchema,
  updateAdminUserBodySchema,
  userIdParamsSchema,
} from '../../../domain/user/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { actorOf } from '../../plugins/auth';
import { adminCallOf } from '../audit/context';
import * as adminUsers from './service';

const errors = errorReplies(400, 401, 403, 404, 409);

/** /api/admin/users: accounts, by the role rules of policy.ts; every write is audited. */
export function adminUserRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });

    app.get('/', {
      schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListReplySchema, ...errors } },
      handler: async (request) => adminUsers.listUsers(db, actorOf(request), request.query),
    });

    app.post('/', {
      schema: { body: createAdminUserBodySchema, response: { 201: adminUserReplySchema, ...errors } },
      handler: async (request, reply) => {
        const user = await adminUsers.createUser(db, adminCallOf(request), request.body);
        return reply.code(201).send({ user, message: 'User created' });
      },
    });

    app.get('/:id/detail', {
      schema: { params: userIdParamsSchema, response: { 200: adminUserDetailReplySchema, ...errors } },
      handler: async (request) => adminUsers.getUserDetail(db, actorOf(request), request.params.id),
    });

    app.put('/:id', {
      schema: {
        params: userIdParamsSchema,
        body: updateAdminUserBodySchema,
        response: { 200: adminUserReplySchema, ...errors },
      },
      handler: async (request) => ({
        user: await adminUsers.updateUser(db, adminCallOf(request), request.params.id, request.body),
        message: 'User updated',
      }),
    });

    app.put('/:id/toggle', {
      schema: { params: userIdParamsSchema, response: { 200: adminUserReplySchema, ...errors } },
      handler: async (request) => {
        const user = await adminUsers.toggleUser(db, adminCallOf(request), request.params.id);
        return { user, message: user.isActive ? 'User enabled' : 'User disabled: their sessions have ended' };
      },
    });

    app.put('/:id/password', {
      schema: {
        params: userIdParamsSchema,
        body: setUserPasswordBodySchema,
        response: { 200: adminUserReplySchema, ...errors },
      },
      handler: async (request) => ({
        user: await adminUsers.setUserPassword(db, adminCallOf(request), request.params.id, request.body),
        message: 'Password set: their sessions have ended',
      }),
    });

    app.delete('/:id', {
      schema: {
        params: userIdParamsSchema,
        body: deleteUserBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      handler: async (request) => {
        await adminUsers.deleteUser(db, adminCallOf(request), request.params.id, request.body);
        return { message: 'User deleted. Their payments are kept, without name or e-mail.' };
      },
    });
  };
}
