import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A text body compressed as the browser accepts it: Brotli (quality 5, quick enough per request),
 * else gzip, else as it is. Pages are rendered per request and a few API answers are large (an
 * area's codes kept offline), so they are compressed when sent rather than ahead of time.
 */
export function compressedBody(acceptEncoding: string | undefined, body: string): { encoding: 'br' | 'gzip' | null; body: string | Buffer } {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { encoding: 'br', body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(body, { level: 6 }) };
  return { encoding: null, body };
}

/** An onSend hook: the route's serialized answer compressed as the browser accepts. */
export async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string') return payload;
  reply.header('vary', 'Accept-Encoding');
  const { encoding, body } = compressedBody(request.headers['accept-encoding'], payload);
  if (encoding) reply.header('content-encoding', encoding).removeHeader('content-length');
  return body;
}
