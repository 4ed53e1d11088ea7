// The admin-users feature's face: what the rest of the server may use of it.
export { listFilters, lockAccountForChange, refuseIf } from './service';
export { deleteRefusal, isLastActiveSuperAdmin } from './policy';
export { auditedUser } from './presenter';
