import type { z } from 'zod';
import type { Access } from './access';

/*
 * One declaration per endpoint: its method and full path, who may call it, its section of the API
 * document, and its schemas. The server registers the route from it (server/plugins/endpoints.ts:
 * the route table, the access check and the OpenAPI document all come from it), and the web calls it
 * through it (web/api/client.ts `api.call`), so that a wrong path, parameter, body or reply type fails
 * the type check on either side. Each concept keeps its endpoints in `domain/<concept>/endpoints.ts`,
 * beside the schemas they name.
 *
 * The schemas are loaded only when asked for (`schemas()`, a dynamic import): the server asks when it
 * registers the route, the web never does. So an endpoints module holds no zod at run time, and the
 * web's pages that call an endpoint do not carry zod for it (the public pages stay small).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's zod schemas, named as Fastify names them; one answer schema per status but errors. */
export interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<number, z.ZodType>>;
}

/** The statuses of an endpoint's error answers, each `{ message }` (400, 401, 403, 404, 409, 429...). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  /** The full path, each parameter as `:name`: '/api/zarcodes/:code'. */
  path: string;
  access: Access;
  /** Its sections of the API document (OpenAPI tags). */
  tags: readonly string[];
  summary?: string;
  description?: string;
  /**
   * For an endpoint on one user's record, whose it must be: the name of the server's owner rule,
   * checked before the body is read (server/plugins/access.ts), shown as `x-owner` in the API document.
   */
  owner?: string;
  /** For a public endpoint, how its answers may be kept (Cache-Control); every other one's never are. */
  caching?: string;
  /** The error answers it gives, each `{ message }`: written into the API document with the others. */
  errors: readonly ErrorStatus[];
  /** The schemas, loaded on demand: see above. */
  schemas(): Promise<S>;
}

/** Declares an endpoint, keeping the exact types of its schemas. */
export function endpoint<const S extends EndpointSchemas>(declaration: Endpoint<S>): Endpoint<S> {
  return declaration;
}

/**
 * An endpoint's schemas, picked from a module loaded when they are asked for:
 * `loaded(() => import('./schemas'), (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.zarcodeReplySchema } }))`.
 */
export function loaded<Module, S extends EndpointSchemas>(load: () => Promise<Module>, pick: (module: Module) => S): () => Promise<S> {
  return async () => pick(await load());
}

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** The path parameters a caller sends: `{ code: string }`. */
export type EndpointParams<E> = InputOf<SchemasOf<E>['params']>;
/** The query a caller sends. */
export type EndpointQuery<E> = InputOf<SchemasOf<E>['querystring']>;
/** The body a caller sends. */
export type EndpointBody<E> = InputOf<SchemasOf<E>['body']>;

type Responses<E> = NonNullable<SchemasOf<E>['response']>;
type Success<R> = R extends { 200: infer T } ? T : R extends { 201: infer T } ? T : R extends { 202: infer T } ? T : never;
/** What a successful call answers, as the server's answer schema gives it. */
export type EndpointReply<E> = Success<Responses<E>> extends z.ZodType ? z.output<Success<Responses<E>>> : unknown;

/** The path of an endpoint with its parameters filled in, each encoded: '/api/zarcodes/1CT-7K2M'. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
