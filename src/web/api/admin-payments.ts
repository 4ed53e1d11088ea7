import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../domain/payments/endpoints';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';

export interface AdminPaymentFilters {
  page: number;
  status: string;
  from: string;
  to: string;
  search: string;
}

export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (filters: AdminPaymentFilters) => ['admin', 'payments', 'list', filters] as const,
  detail: (id: string) => ['admin', 'payments', id] as const,
  mode: () => ['admin', 'payments', 'mode'] as const,
};

/** What new payments use now; mode null (with the missing settings named) while none can be taken. */
export function usePaymentModeQuery() {
  return useQuery({
    queryKey: adminPaymentKeys.mode(),
    queryFn: ({ signal }) => api.call(endpoints.adminPaymentModeEndpoint, {}, { signal }),
    staleTime: 0,
  });
}

export const ADMIN_PAYMENTS_PAGE_SIZE = 25;

/** Every payment, with filters; totals cover every match. */
export function useAdminPaymentsQuery(filters: AdminPaymentFilters) {
  const { page, ...rest } = filters;
  return useAdminListQuery(adminPaymentKeys.list(filters), endpoints.adminListPaymentsEndpoint, { page, limit: ADMIN_PAYMENTS_PAGE_SIZE, ...rest });
}

/** The payment, its buyer and PayFast's notifications about it. */
export function useAdminPaymentQuery(id: string | null) {
  return useQuery({
    queryKey: adminPaymentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.adminGetPaymentEndpoint, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
