import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../domain/api/schemas';
import { MAX_CODES_PER_PDF, printFileName, type PrintFormat } from '../../../domain/print/print';
import { printQuerySchema, printSelectionBodySchema } from '../../../domain/print/schemas';
import { zarcodeParamsSchema } from '../../../domain/zarcode/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { declareRouteGroup } from '../../plugins/route-group';
import { byIp, byUser, rateLimit } from '../../plugins/rate-limits';
import { renderCodesPdf, type PrintableCode } from './pdf';
import { printableCode, printableSelection } from './service';

const errors = errorReplies(400, 401, 403, 404, 429);

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
 * /api/print: codes as PDF (pdfkit, vector QR): an A5 wall plate, an A4 sheet of 24 stickers or a
 * 100 x 150 mm courier label. One code for anyone (what it shows is on the code's public page); up to
 * 200 of the caller's own codes at once.
 */
export function printRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'print' });

    app.get('/:code', {
      // Made fresh from the code as it is now: a kept copy would outlive its edits, or its being made private.
      config: { access: 'public', caching: 'no-store' },
      schema: {
        description: 'A PDF of one code: format plate (A5), stickers (A4, 24 of the code) or label (100 x 150 mm).',
        params: zarcodeParamsSchema,
        querystring: printQuerySchema,
        response: { ...errors },
      },
      preHandler: rateLimit(app, { max: 60, windowMinutes: 10, key: byIp('print') }),
      handler: async (request, reply) =>
        sendPdf(reply, request.query.format, [await printableCode(db, request.params.code, config.publicUrl)]),
    });

    app.post('/', {
      schema: {
        description: `A PDF of up to ${MAX_CODES_PER_PDF} of the caller's codes, in the order given: a plate or label per page, or one sticker each.`,
        body: printSelectionBodySchema,
        response: { ...errors },
      },
      preHandler: rateLimit(app, { max: 30, windowMinutes: 10, key: byUser('print-selection') }),
      handler: async (request, reply) =>
        sendPdf(reply, request.body.format, await printableSelection(db, actorOf(request), request.body.codes, config.publicUrl)),
    });
  };
}
