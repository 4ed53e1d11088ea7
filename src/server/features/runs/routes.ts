import type { FastifyPluginAsync } from 'fastify';
import { RUN_LINK_READ_ONLY_MESSAGE } from '../../../domain/runs/runs';
import * as endpoints from '../../../domain/runs/endpoints';
import type { Actor } from '../../actor';
import type { Queryable } from '../../db/client';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../errors';
import { apiCallerOf, batchCallerOf, recordApiUsage } from '../../plugins/api-keys';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byIp, rateLimit } from '../../plugins/rate-limits';
import { readAccessDetailsOfMany } from '../access-details';
import { runCourierRule, runViewerRule } from './owner-rules';
import { canWorkByLink, canWorkRun } from './policy';
import { presentRun, presentStates, presentStop } from './presenter';
import {
  createRun,
  deleteRun,
  findStops,
  getOwnRun,
  getRun,
  getRunByLink,
  isRunShared,
  listRuns,
  listStops,
  makeRunLink,
  orderFoundStops,
  stopSharingRun,
  suggestFor,
  updateRun,
  type RunRow,
  type StopRow,
} from './service';

export const RUN_DELETED_MESSAGE = 'Run deleted';
export const RUN_NOT_SHARED_MESSAGE = 'The run is no longer shared';

/** The access details a run's stops show the one who works it, by the delivery keys it was given or their own rights. */
function accessOfStops(db: Queryable, worker: Actor | null, stops: readonly StopRow[]) {
  return readAccessDetailsOfMany(
    db,
    worker,
    stops.map((stop) => ({ zarcodeId: stop.id, userId: stop.userId, key: stop.deliveryKey })),
  );
}

/** A run for someone who works it (its courier, or a courier's link): the stops with their access details. */
async function workedRun(db: Queryable, run: RunRow, worker: Actor | null) {
  const stops = await listStops(db, run.id);
  const access = await accessOfStops(db, worker, stops);
  return presentRun(run, stops, { viewer: worker, access, canWork: true, isShared: await isRunShared(db, run.id) });
}

/** /api/runs: reading codes into stops, a signed-in courier's runs, and the links that open a run. */
export function runRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config, codeLookups } = deps;
  const viewerRule = runViewerRule(db);
  const courierRule = runCourierRule(db);
  return async (app) => {
    /** The stops of a list of codes, each counted as a code lookup of the caller's address. */
    async function findCountedStops(ip: string, codes: readonly string[]) {
      await codeLookups.admitMany(ip, codes.length);
      const found = await findStops(db, codes);
      await codeLookups.recordMisses(ip, found.unknown.length);
      return found;
    }

    await route(app, endpoints.resolveRunCodesEndpoint, async (request) => {
      const { found, unknown } = await findCountedStops(request.ip, request.body.codes);
      const access = await readAccessDetailsOfMany(
        db,
        request.actor,
        found.map((stop) => ({ zarcodeId: stop.row.id, userId: stop.row.userId, key: stop.key })),
      );
      return {
        stops: found.map((stop, index) => presentStop(stop.row, request.actor, access[index]!)),
        unknown: await suggestFor(db, unknown),
      };
    });

    await route(app, endpoints.createRunEndpoint, async (request, reply) => {
      const actor = actorOf(request);
      const { found, unknown } = await findCountedStops(request.ip, request.body.codes);
      const run = await createRun(db, actor.id, request.body.name, found);
      return reply.code(201).send({ run: await workedRun(db, run, actor), unknown: await suggestFor(db, unknown) });
    });

    await route(app, endpoints.listRunsEndpoint, async (request) => {
      const rows = await listRuns(db, actorOf(request).id);
      return {
        runs: rows.map(({ run, stops, done, failed, isShared }) => ({
          id: run.id,
          name: run.name,
          createdAt: run.createdAt.toISOString(),
          updatedAt: run.updatedAt.toISOString(),
          stops,
          done,
          failed,
          isShared,
        })),
      };
    });

    await route(
      app,
      endpoints.getRunEndpoint,
      async (request) => {
        const actor = actorOf(request);
        const run = await getRun(db, actor, request.params.id);
        if (canWorkRun(actor, run)) return workedRun(db, run, actor);
        // An admin reading it for support: the stops and states, no access details.
        const stops = await listStops(db, run.id);
        return presentRun(run, stops, { viewer: actor, access: null, canWork: false, isShared: await isRunShared(db, run.id) });
      },
      { owner: viewerRule },
    );

    await route(
      app,
      endpoints.updateRunEndpoint,
      async (request) => {
        const { run, stops } = await updateRun(db, await getOwnRun(db, actorOf(request), request.params.id), request.body);
        return presentStates(run, stops);
      },
      { owner: courierRule },
    );

    await route(
      app,
      endpoints.deleteRunEndpoint,
      async (request) => {
        await deleteRun(db, (await getRun(db, actorOf(request), request.params.id)).id);
        return { message: RUN_DELETED_MESSAGE };
      },
      { owner: viewerRule },
    );

    await route(
      app,
      endpoints.shareRunEndpoint,
      async (request) => {
        const run = await getOwnRun(db, actorOf(request), request.params.id);
        return { url: await makeRunLink(db, run.id, 'view', config.publicUrl) };
      },
      { owner: courierRule },
    );

    await route(
      app,
      endpoints.stopSharingRunEndpoint,
      async (request) => {
        await stopSharingRun(db, (await getOwnRun(db, actorOf(request), request.params.id)).id);
        return { message: RUN_NOT_SHARED_MESSAGE };
      },
      { owner: courierRule },
    );

    const linkLimit = rateLimit(app, { max: 240, windowMinutes: 10, key: byIp('run-link') });

    await route(
      app,
      endpoints.getRunByLinkEndpoint,
      async (request) => {
        const { run, kind } = await getRunByLink(db, request.params.token);
        if (canWorkByLink(kind)) return workedRun(db, run, null);
        // A colleague following the run: where the stops are and how far it has come, nothing of the doors.
        const stops = await listStops(db, run.id);
        return presentRun(run, stops, { viewer: null, access: null, canWork: false, isShared: true });
      },
      { preHandler: linkLimit },
    );

    await route(
      app,
      endpoints.updateRunByLinkEndpoint,
      async (request) => {
        const { run, kind } = await getRunByLink(db, request.params.token);
        if (!canWorkByLink(kind)) throw forbidden(RUN_LINK_READ_ONLY_MESSAGE);
        const updated = await updateRun(db, run, request.body);
        return presentStates(updated.run, updated.stops);
      },
      { preHandler: linkLimit },
    );
  };
}

/** /api/v1/runs: an integrator's runs, each answered with the link its courier opens on the phone. */
export function v1RunRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config, codeLookups } = deps;
  return async (app) => {
    app.addHook('onResponse', recordApiUsage(db));

    await route(app, endpoints.v1CreateRunEndpoint, async (request, reply) => {
      const caller = apiCallerOf(request);
      const batchCaller = batchCallerOf(caller);
      await codeLookups.admitBatch(batchCaller);
      const { found, unknown } = await findStops(db, request.body.codes);
      await codeLookups.recordBatchMisses(batchCaller, unknown.length);
      const origin = request.body.origin;
      const stops = origin ? orderFoundStops(found, origin) : found;
      const run = await createRun(db, caller.userId, request.body.name, stops);
      const url = await makeRunLink(db, run.id, 'work', config.publicUrl);
      return reply.code(201).send({ id: run.id, url, stops: stops.length, unknown });
    });
  };
}
