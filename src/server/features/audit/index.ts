// The audit feature's face: what the rest of the server may use of it.
export { adminAuditOf, adminCallOf, auditContextOf } from './context';
export type { AdminCall } from './context';
export { recordAudit } from './service';
export type { AuditContext } from './service';
