import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CSV_CONTENT_TYPE } from '../../../domain/csv/csv';
import * as endpoints from '../../../domain/exports/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import { exportPayments, exportUsers, exportZarcodes, type CsvExport } from './service';

/** Sends an export as a download, written as its rows are read. */
function sendCsv(reply: FastifyReply, csv: CsvExport) {
  return reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .send(Readable.from(csv.lines));
}

/** /api/admin/maps/export-csv and /api/admin/export/{users|payments}: CSV downloads for admins. */
export function exportRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.adminExportZarcodesEndpoint, async (request, reply) =>
      sendCsv(reply, await exportZarcodes(db, auditContextOf(request), request.query, deps.config.publicUrl)),
    );

    await route(app, endpoints.adminExportUsersEndpoint, async (request, reply) => sendCsv(reply, await exportUsers(db, auditContextOf(request), request.query)));

    await route(app, endpoints.adminExportPaymentsEndpoint, async (request, reply) =>
      sendCsv(reply, await exportPayments(db, auditContextOf(request), request.query)),
    );
  };
}
