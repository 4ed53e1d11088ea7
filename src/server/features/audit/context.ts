import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../plugins/auth';
import type { AuditContext } from './service';

/** The signed-in admin making this request, and the address it came from, for the audit log. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const actor = actorOf(request);
  return { actorId: actor.id, actorEmail: actor.email, actorRole: actor.role, ip: request.ip };
}
