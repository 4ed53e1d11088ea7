import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../domain/api/schemas';
import { CSV_CONTENT_TYPE } from '../../../domain/csv/csv';
import { exportPaymentsQuerySchema, exportUsersQuerySchema, exportZarcodesQuerySchema } from '../../../domain/exports/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { exportPayments, exportUsers, exportZarcodes, type CsvExport } from './service';

const errors = errorReplies(400, 401, 403);

/** Sends an export as a download, written as its rows are read. */
function sendCsv(reply: FastifyReply, csv: CsvExport) {
  return reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .send(Readable.from(csv.lines));
}

/** /api/admin/maps/export-csv and /api/admin/export/{users|payments}: CSV downloads for admins. */
export function exportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });

    app.get('/maps/export-csv', {
      schema: { querystring: exportZarcodesQuerySchema, produces: ['text/csv'], response: { ...errors } },
      handler: async (request, reply) =>
        sendCsv(reply, await exportZarcodes(db, auditContextOf(request), request.query, deps.config.publicUrl)),
    });

    app.get('/export/users', {
      schema: { querystring: exportUsersQuerySchema, produces: ['text/csv'], response: { ...errors } },
      handler: async (request, reply) => sendCsv(reply, await exportUsers(db, auditContextOf(request), request.query)),
    });

    app.get('/export/payments', {
      schema: { querystring: exportPaymentsQuerySchema, produces: ['text/csv'], response: { ...errors } },
      handler: async (request, reply) => sendCsv(reply, await exportPayments(db, auditContextOf(request), request.query)),
    });
  };
}
