import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_HTTPS_ONLY_MESSAGE } from '../../../domain/webhooks/webhooks';
import { DestinationError, resolveDestination, type ResolveHost } from './destinations';

export interface WebhookPostOptions {
  /** Private, loopback and link-local addresses, and http, allowed (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  resolve: ResolveHost;
  /** How long the receiver has to answer, from the start of the connection. */
  timeoutMs: number;
}

/** Of an answer's body, only this much is read before the connection is closed: no one reads it. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a webhook's JSON `body` to `url` and answers the receiver's HTTP status. The host is resolved
 * once and every address checked (destinations.ts); the connection goes to those addresses only,
 * through the request's own lookup, so a second resolution cannot lead elsewhere. A redirect is not
 * followed (its status is answered, and counts as a failure): following it would send the event, and
 * the request, wherever the receiver points. Throws DestinationError for an address refused, or an
 * Error saying why no answer came (timeout, connection refused, TLS).
 */
export async function postWebhook(url: string, body: string, headers: Record<string, string>, options: WebhookPostOptions): Promise<number> {
  const target = new URL(url);
  const isHttps = target.protocol === 'https:';
  if (!isHttps && !(options.allowPrivate && target.protocol === 'http:')) throw new DestinationError(WEBHOOK_HTTPS_ONLY_MESSAGE);
  const addresses = await resolveDestination(target.hostname, options);
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request(target, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      lookup,
    });
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${Math.round(options.timeoutMs / 1000)} s`)), options.timeoutMs);
    request.on('response', (response) => {
      clearTimeout(deadline);
      resolve(response.statusCode ?? 0);
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) response.destroy();
      });
      response.on('error', () => {});
      // An answer that never ends does not hold the connection for ever.
      setTimeout(() => request.destroy(), options.timeoutMs).unref();
    });
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}
