import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPaymentDetailReply, AdminPaymentListReply, PaymentModeReply } from '../../domain/payments/schemas';
import { api } from './client';

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

/**
 * GET /api/admin/payments/mode: what new payments use now; mode null (with the missing settings
 * named) while none can be taken.
 */
export function usePaymentModeQuery() {
  return useQuery({
    queryKey: adminPaymentKeys.mode(),
    queryFn: ({ signal }) => api.get<PaymentModeReply>('/admin/payments/mode', { signal }),
    staleTime: 0,
  });
}

export const ADMIN_PAYMENTS_PAGE_SIZE = 25;

/** GET /api/admin/payments with filters; totals cover every match. */
export function useAdminPaymentsQuery(filters: AdminPaymentFilters) {
  return useQuery({
    queryKey: adminPaymentKeys.list(filters),
    queryFn: ({ signal }) => {
      const { page, ...rest } = filters;
      return api.get<AdminPaymentListReply>('/admin/payments', { query: { page, limit: ADMIN_PAYMENTS_PAGE_SIZE, ...rest }, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/payments/{id}: the payment, its buyer and PayFast's notifications about it. */
export function useAdminPaymentQuery(id: string | null) {
  return useQuery({
    queryKey: adminPaymentKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<AdminPaymentDetailReply>(`/admin/payments/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
