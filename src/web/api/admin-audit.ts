import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListReply } from '../../domain/audit/schemas';
import { api } from './client';

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

/** GET /api/admin/audit (super admin): the admin writes, newest first, with the actions recorded so far. */
export function useAuditLogQuery(filters: AuditFilters) {
  return useQuery({
    queryKey: adminAuditKeys.list(filters),
    queryFn: ({ signal }) => api.get<AuditListReply>('/admin/audit', { query: { ...filters, limit: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
