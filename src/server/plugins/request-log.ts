import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it completes, with what was asked and how it went. Fastify's
 * default adds an 'incoming request' line before it: twice the log for nothing a completed line
 * lacks (a request that never completes shows in the error logs), and on the code lookup that
 * line alone cost a fifth of the server's CPU time, even with logging off (bench/README.md).
 */
export class RequestCompletedLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: loggedRequest(request), res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * What the log keeps of a request: Fastify's own fields, with the secrets some links carry in their
 * path or query masked, so that reading the logs never gives an answer to someone's location request,
 * a delivery link's access details or a password reset.
 */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrlSecrets(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * `/r/{token}` (and `/api/r/{token}/...`) and the values of `k` and `token` in the query, masked, and
 * the messaging webhooks' `secret` and WhatsApp's `hub.verify_token`.
 */
export function maskUrlSecrets(url: string): string {
  return url
    .replace(/^((?:\/api)?\/r\/)[^/?#]+/, '$1[secret]')
    .replace(/([?&](?:k|token|secret|hub\.verify_token)=)[^&#]*/g, '$1[secret]');
}
