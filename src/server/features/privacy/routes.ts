import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/privacy/endpoints';
import { ACCOUNT_DELETED_MESSAGE } from '../../../domain/privacy/privacy';
import { deleteOwnAccount } from '../../commands/delete-account';
import type { Queryable } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { currentPasswordLimit } from '../auth';
import { getSystemSettings } from '../settings';
import { getConsent, recordConsent } from './consent';
import { exportFileName } from './export-runner';
import { getDataExportState, getOwnDataExport, readDataExport, requestDataExport } from './exports';
import { privacyProcessing } from './processing';

/** The export in the path is the caller's own: anyone else, an admin too, is told it is not found. */
const dataExportOwnerRule = (db: Queryable): OwnerRule => ({
  name: 'dataExportOwner',
  param: 'id',
  check: (viewer, id) => getOwnDataExport(db, viewer.id, id),
});

/** /api/user/export, /api/user/account, /api/user/consent: a person's rights over their own data. */
export function privacyRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.startDataExportEndpoint, async (request, reply) => {
      const state = await requestDataExport(db, actorOf(request).id);
      deps.dataExports.kick();
      return reply.code(202).send(state);
    });

    await route(app, endpoints.getDataExportEndpoint, async (request) => getDataExportState(db, actorOf(request).id));

    await route(
      app,
      endpoints.downloadDataExportEndpoint,
      async (request, reply) => {
        const { row, body } = await readDataExport(db, deps.exportStorage, actorOf(request).id, request.params.id);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${exportFileName(row.readyAt)}"`)
          .send(body);
      },
      { owner: dataExportOwnerRule(db) },
    );

    await route(
      app,
      endpoints.deleteAccountEndpoint,
      async (request) => {
        await deleteOwnAccount(deps, actorOf(request), request.body);
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
      { preHandler: currentPasswordLimit(app) },
    );

    await route(app, endpoints.getConsentEndpoint, async (request) => getConsent(db, actorOf(request).id));
    await route(app, endpoints.recordConsentEndpoint, async (request) => recordConsent(db, actorOf(request).id, request.body));
  };
}

/** /api/privacy: what the privacy policy reads of the running service. */
export function privacyPolicyRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.privacyProcessingEndpoint, async () => privacyProcessing(deps.config, await getSystemSettings(deps.db)));
  };
}
