import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor';
import { actorOf } from '../../plugins/auth';
import type { AuditContext } from './service';

/** The signed-in admin making this request, and the address it came from, for the audit log. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const actor = actorOf(request);
  return { actorId: actor.id, actorEmail: actor.email, actorRole: actor.role, ip: request.ip };
}

/** An admin's write: who is asking (for the rules), and what the audit log records about them. */
export interface AdminCall {
  actor: Actor;
  audit: AuditContext;
}

export function adminCallOf(request: FastifyRequest): AdminCall {
  return { actor: actorOf(request), audit: auditContextOf(request) };
}
