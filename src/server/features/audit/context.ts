import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor';
import { isAdminActingForOthers } from '../../../domain/auth/roles';
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

/**
 * On the routes owners and admins share (a code, its photos): the audit context when an admin acts on
 * a record that is not theirs, which is an admin write; null when owners look after their own.
 */
export function adminAuditOf(request: FastifyRequest, ownerId: string): AuditContext | null {
  return isAdminActingForOthers(actorOf(request), ownerId) ? auditContextOf(request) : null;
}
