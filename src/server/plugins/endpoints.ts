import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint, EndpointSchemas } from '../../domain/api/endpoint';
import { errorReplies } from '../../domain/api/schemas';
import type { OwnerRule } from './access';

/** A route handler typed by its endpoint's schemas: its request's params, query and body, and what it may answer. */
export type EndpointHandler<S extends EndpointSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S & FastifySchema,
  ZodTypeProvider
>;

/** What a route adds to its endpoint: the check of its owner rule, its own limits and hooks. */
export interface RouteExtras {
  /** The owner rule the endpoint names (`owner`), with the check the server makes. */
  owner?: OwnerRule;
  preHandler?: RouteOptions['preHandler'];
  onRequest?: RouteOptions['onRequest'];
  preParsing?: RouteOptions['preParsing'];
  onError?: RouteOptions['onError'];
  onSend?: RouteOptions['onSend'];
  bodyLimit?: number;
  /** Route config beside the endpoint's own (a web page's security headers, ...). */
  config?: Omit<NonNullable<RouteOptions['config']>, 'access' | 'owner' | 'caching'>;
}

/**
 * Registers the route of an endpoint (domain/api/endpoint.ts): its method and full path, its schemas
 * (the zod type provider validates the request and the answer, and they feed the API document), its
 * section of the document, and its access level, owner rule and caching for plugins/access.ts and
 * caching.ts. The handler is typed by the endpoint. A route's owner rule must be the one its
 * endpoint names: an endpoint says whose record it is on, and the server says how that is checked.
 * Registered in a route group (server/routes.ts), under whose prefix its path must lie.
 */
export async function route<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  handler: EndpointHandler<S>,
  extras: RouteExtras = {},
): Promise<void> {
  if (endpoint.owner !== extras.owner?.name) {
    throw new Error(`${endpoint.method} ${endpoint.path} names owner rule ${endpoint.owner ?? 'none'}, its route gives ${extras.owner?.name ?? 'none'}`);
  }
  // The route group's prefix (the route table, server/routes.ts) is the start of each of its paths.
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.method} ${endpoint.path} is registered in the group of ${app.prefix}, whose paths it is not among`);
  }
  const schemas = await endpoint.schemas();
  const { config, ...hooks } = extras;
  const response = { ...schemas.response, ...errorReplies(...endpoint.errors) };
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    schema: {
      ...schemas,
      // One that declares no answer at all (a picture, with no error of its own) is documented with
      // the default answer: an empty list of answers is no valid API document.
      ...(Object.keys(response).length > 0 ? { response } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
    },
    config: {
      ...config,
      endpoint,
      access: endpoint.access,
      ...(extras.owner ? { owner: extras.owner } : {}),
      ...(endpoint.caching !== undefined ? { caching: endpoint.caching } : {}),
    },
    handler: handler as RouteOptions['handler'],
    ...Object.fromEntries(Object.entries(hooks).filter(([name, value]) => name !== 'owner' && value !== undefined)),
  });
}
