import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { printFileName, type PrintFormat } from '../../../domain/print/print';
import * as endpoints from '../../../domain/print/endpoints';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byIp, byUser, rateLimit } from '../../plugins/rate-limits';
import { renderCodesPdf, type PrintableCode } from './pdf';
import { printableCode, printableSelection } from './service';

/** Sends a PDF with its length (so that a browser can show the download's progress) as a download. */
async function sendPdf(reply: FastifyReply, format: PrintFormat, items: readonly PrintableCode[]) {
  const pdf = await renderCodesPdf(format, items);
  return reply
    .type('application/pdf')
    .header('content-length', String(pdf.length))
    .header('content-disposition', `attachment; filename="${printFileName(format, items.map((item) => item.code))}"`)
    .send(pdf);
}

/**
 * Codes as PDF (pdfkit, vector QR): an A5 wall plate, an A4 sheet of 24 stickers or a 100 x 150 mm
 * courier label. One code for anyone (what it shows is on the code's public page); up to 200 of the
 * caller's own codes at once.
 */
export function printRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config } = deps;
  return async (app) => {
    await route(
      app,
      endpoints.printCodeEndpoint,
      async (request, reply) => sendPdf(reply, request.query.format, [await printableCode(db, request.params.code, config.publicUrl)]),
      { preHandler: rateLimit(app, { max: 60, windowMinutes: 10, key: byIp('print') }) },
    );

    await route(
      app,
      endpoints.printSelectionEndpoint,
      async (request, reply) =>
        sendPdf(reply, request.body.format, await printableSelection(db, actorOf(request), request.body.codes, config.publicUrl)),
      { preHandler: rateLimit(app, { max: 30, windowMinutes: 10, key: byUser('print-selection') }) },
    );
  };
}
