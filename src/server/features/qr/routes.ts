import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '../../../domain/qr/endpoints';
import { normaliseCode } from '../../../domain/zarcode/zarcode';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { getPublicCreator } from '../creators';
import { getZarcodeByCode } from '../zarcodes';
import { createQrRenderer } from './service';
import { isNotModified } from '../../conditional-get';

/**
 * A PNG of a code's public link (`?size=300`), or of a public creator's page. Cached by browsers for
 * a week.
 */
export function qrRoutes(deps: AppDeps): FastifyPluginAsync {
  const renderQr = createQrRenderer();
  return async (app) => {
    async function sendQr(request: FastifyRequest, reply: FastifyReply, link: string, size: number) {
      const image = await renderQr(link, size);
      reply.header('etag', image.etag);
      if (isNotModified(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type('image/png').send(image.png);
    }

    await route(app, endpoints.getZarcodeQrEndpoint, async (request, reply) => {
      const row = await getZarcodeByCode(deps.db, normaliseCode(request.params.code));
      return sendQr(request, reply, `${deps.config.publicUrl}/${row.code}`, request.query.size);
    });

    await route(app, endpoints.getCreatorQrEndpoint, async (request, reply) => {
      const { profile } = await getPublicCreator(deps.db, request.params.slug);
      return sendQr(request, reply, `${deps.config.publicUrl}/${profile.slug}`, request.query.size);
    });
  };
}
