import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/user/endpoints';
import { deleteAccountForUser } from '../../commands/delete-account';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { adminCallOf } from '../audit';
import * as adminUsers from './service';

/** /api/admin/users: accounts, by the role rules of policy.ts; every write is audited. */
export function adminUserRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.adminListUsersEndpoint, async (request) => adminUsers.listUsers(db, actorOf(request), request.query));

    await route(app, endpoints.adminCreateUserEndpoint, async (request, reply) => {
      const user = await adminUsers.createUser(db, adminCallOf(request), request.body);
      return reply.code(201).send({ user, message: 'User created' });
    });

    await route(app, endpoints.adminGetUserDetailEndpoint, async (request) => adminUsers.getUserDetail(db, actorOf(request), request.params.id));

    await route(app, endpoints.adminUpdateUserEndpoint, async (request) => ({
      user: await adminUsers.updateUser(db, adminCallOf(request), request.params.id, request.body),
      message: 'User updated',
    }));

    await route(app, endpoints.adminToggleUserEndpoint, async (request) => {
      const user = await adminUsers.toggleUser(db, adminCallOf(request), request.params.id);
      return { user, message: user.isActive ? 'User enabled' : 'User disabled: their sessions have ended' };
    });

    await route(app, endpoints.adminSetUserPasswordEndpoint, async (request) => ({
      user: await adminUsers.setUserPassword(db, adminCallOf(request), request.params.id, request.body),
      message: 'Password set: their sessions have ended',
    }));

    await route(app, endpoints.adminTurnOffUserTotpEndpoint, async (request) => ({
      user: await adminUsers.turnOffUserTotp(db, adminCallOf(request), request.params.id),
      message: 'Two-step sign-in turned off: their sessions have ended',
    }));

    await route(app, endpoints.adminDeleteUserEndpoint, async (request) => {
      await deleteAccountForUser(deps, adminCallOf(request), request.params.id, request.body);
      return { message: 'User deleted. Their payments are kept, without name or e-mail.' };
    });
  };
}
