import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creatorSlugParamsSchema } from '../../../domain/creators/schemas';
import { zarcodeParamsSchema } from '../../../domain/zarcode/schemas';
import { normaliseCode } from '../../../domain/zarcode/zarcode';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { getPublicCreator } from '../creators/service';
import { getZarcodeByCode } from '../zarcodes/service';
import { createQrRenderer, QR_DEFAULT_SIZE } from './service';
import { isNotModified } from '../../conditional-get';

const sizeMessage = 'size must be a whole number of pixels from 100 to 1000';

const sizeQuerySchema = z.object({
  size: z.coerce
    .number({ error: sizeMessage })
    .int({ error: sizeMessage })
    .min(100, { error: sizeMessage })
    .max(1000, { error: sizeMessage })
    .default(QR_DEFAULT_SIZE),
});

/**
 * GET /api/qr/{code}?size=300: a PNG of the code's public link; GET /api/qr/creators/{slug}: of a
 * public creator's page. Cached by browsers for a week.
 */
export function qrRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const renderQr = createQrRenderer();
  return async (app) => {
    // A code's or a creator's link never changes: its picture may be kept anywhere for a week.
    declareRouteGroup(app, { access: 'public', docTag: 'zarcodes', caching: 'public, max-age=604800' });

    async function sendQr(request: FastifyRequest, reply: FastifyReply, link: string, size: number) {
      const image = await renderQr(link, size);
      reply.header('etag', image.etag);
      if (isNotModified(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type('image/png').send(image.png);
    }

    app.get('/:code', {
      schema: { params: zarcodeParamsSchema, querystring: sizeQuerySchema },
      handler: async (request, reply) => {
        const row = await getZarcodeByCode(deps.db, normaliseCode(request.params.code));
        return sendQr(request, reply, `${deps.config.publicUrl}/${row.code}`, request.query.size);
      },
    });

    app.get('/creators/:slug', {
      schema: { tags: ['creators'], params: creatorSlugParamsSchema, querystring: sizeQuerySchema },
      handler: async (request, reply) => {
        const { profile } = await getPublicCreator(deps.db, request.params.slug);
        return sendQr(request, reply, `${deps.config.publicUrl}/${profile.slug}`, request.query.size);
      },
    });
  };
}
