import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../domain/brand';
import { declareAccess } from './plugins/access';
import { declareCaching } from './plugins/caching';

/** What the API document says of the API as a whole; each operation comes from its endpoint. */
const DESCRIPTION = [
  'Location codes for South Africa. Errors are always { message }.',
  '',
  '**Integrators**: the versioned API is under `/api/v1` (tag "api v1"): single lookup, search, batch lookup of up to 1,000 codes,',
  'batch nearest for up to 1,000 points, and location requests. Make a key on `/developers` and send it as',
  '`Authorization: Bearer zc_...` or `X-Api-Key: zc_...`. Scopes: `read` (lookups, search, batches, reading location requests),',
  '`write` (creating location requests). Each key may make 10 requests a second and 10,000 a South African day; every answer',
  'carries `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` and `RateLimit-Policy`, and a call beyond a limit gets 429',
  'with `Retry-After`. Example: `curl -H "X-Api-Key: zc_..." https://zarcode.co.za/api/v1/zarcodes/1CT-7K2M`.',
].join('\n');

/** The OpenAPI document (/api/docs/json), made from the routes as they are registered, and its pages (/api/docs). */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, description: DESCRIPTION, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A sign-in token, or an API key (zc_...) on /api/v1' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key (zc_...) made on /developers' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    declareAccess(docs, 'public');
    // The same for everyone, changed by a new release.
    declareCaching(docs, 'no-cache');
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
