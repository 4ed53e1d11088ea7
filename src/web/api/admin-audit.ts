import { adminListAuditEntriesEndpoint } from '../../domain/audit/endpoints';
import { useAdminListQuery } from './admin-list-query';

export interface AuditFilters {
  page: number;
  actor: string;
  action: string;
  target: string;
  /** South African days, YYYY-MM-DD, or ''. */
  from: string;
  to: string;
}

export const adminAuditKeys = {
  list: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

export const AUDIT_PAGE_SIZE = 50;

/** The admin writes (super admin), newest first, with the actions recorded so far. */
export function useAuditLogQuery(filters: AuditFilters) {
  return useAdminListQuery(adminAuditKeys.list(filters), adminListAuditEntriesEndpoint, { ...filters, limit: AUDIT_PAGE_SIZE });
}
