import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DELIVERY_KEY_HEADER } from '../../../domain/access-details/access-details';
import * as endpoints from '../../../domain/access-details/endpoints';
import { paginationOf } from '../../../domain/api/pagination';
import type { AppDeps } from '../../deps';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { presentAccessDetails, presentAccessView, presentDeliveryLink, presentGrant } from './presenter';
import * as access from './service';

/** A delivery link's secret: the X-Access-Key header (the web page), else `?k=`. */
function deliverySecretOf(request: FastifyRequest<{ Querystring: { k?: string } }>): string | null {
  const header = request.headers[DELIVERY_KEY_HEADER];
  if (typeof header === 'string' && header.trim()) return header.trim();
  return request.query.k?.trim() || null;
}

/**
 * /api/zarcodes/{code}/access: a code's access details (never in its public answer), shown to its
 * owner, admins, named accounts and holders of a live delivery link; their sharing and the log of
 * every look, for the owner and admins.
 */
export function accessDetailRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config } = deps;
  /** Writing the details, sharing them and reading the log: the code's owner or an admin. */
  const owner: OwnerRule = { name: 'zarcodeManager', param: 'code', check: (viewer, code) => access.getManagedCode(db, viewer, code) };
  return async (app) => {
    await route(app, endpoints.getAccessDetailsEndpoint, async (request) =>
      presentAccessDetails(await access.readAccessDetails(db, request.actor, request.params.code, deliverySecretOf(request))),
    );

    await route(
      app,
      endpoints.saveAccessDetailsEndpoint,
      async (request) => presentAccessDetails(await access.writeAccessDetails(db, actorOf(request), request.params.code, request.body)),
      { owner },
    );

    await route(
      app,
      endpoints.listDeliveryLinksEndpoint,
      async (request) => {
        const rows = await access.listDeliveryLinks(db, actorOf(request), request.params.code);
        const now = new Date();
        return { links: rows.map((row) => presentDeliveryLink(row, now)) };
      },
      { owner },
    );

    await route(
      app,
      endpoints.createDeliveryLinkEndpoint,
      async (request, reply) => {
        const { row, secret, url } = await access.createDeliveryLink(db, actorOf(request), request.params.code, request.body, config.publicUrl);
        return reply.code(201).send({ link: presentDeliveryLink(row), secret, url });
      },
      { owner },
    );

    await route(
      app,
      endpoints.replaceDeliveryLinkEndpoint,
      async (request) => {
        const { row, secret, url } = await access.replaceDeliveryLink(db, actorOf(request), request.params.code, request.params.id, config.publicUrl);
        return { link: presentDeliveryLink(row), secret, url };
      },
      { owner },
    );

    await route(
      app,
      endpoints.revokeDeliveryLinkEndpoint,
      async (request) => presentDeliveryLink(await access.revokeDeliveryLink(db, actorOf(request), request.params.code, request.params.id)),
      { owner },
    );

    await route(
      app,
      endpoints.listAccessGrantsEndpoint,
      async (request) => ({
        grants: (await access.listAccessGrants(db, actorOf(request), request.params.code)).map(presentGrant),
      }),
      { owner },
    );

    await route(
      app,
      endpoints.createAccessGrantEndpoint,
      async (request, reply) =>
        reply.code(201).send(presentGrant(await access.createAccessGrant(db, actorOf(request), request.params.code, request.body.email))),
      { owner },
    );

    await route(
      app,
      endpoints.deleteAccessGrantEndpoint,
      async (request) => {
        await access.deleteAccessGrant(db, actorOf(request), request.params.code, request.params.id);
        return { message: 'No longer shared with this account' };
      },
      { owner },
    );

    await route(
      app,
      endpoints.listAccessViewsEndpoint,
      async (request) => {
        const { page } = request.query;
        const { rows, total } = await access.listAccessViews(db, actorOf(request), request.params.code, page);
        return { views: rows.map(presentAccessView), pagination: paginationOf({ page, limit: access.ACCESS_LOG_PAGE_SIZE }, total) };
      },
      { owner },
    );
  };
}

/** /api/access/shared-with-me: codes whose access details were shared with the caller's account. */
export function sharedAccessRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.listSharedWithMeEndpoint, async (request) => {
      const rows = await access.listSharedWithMe(deps.db, actorOf(request).id);
      return {
        zarcodes: rows.map((row) => ({
          zarcode: row.code,
          // A private code's title is its owner's: the access details were shared, not the title.
          title: row.privacy === 'public' ? row.title : null,
          city: row.city,
          province: row.province,
          sharedAt: row.sharedAt.toISOString(),
        })),
      };
    });
  };
}
