import { useMutation, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../domain/vouchers/endpoints';
import type { CreateVoucherInput, UpdateVoucherInput, ValidateVoucherInput } from '../../domain/vouchers/schemas';
import { api } from './client';
import { useRefreshingMutation } from './refreshing-mutation';

export const voucherKeys = {
  all: ['admin', 'vouchers'] as const,
  uses: (id: string) => ['admin', 'vouchers', id, 'uses'] as const,
};

/** POST /api/vouchers/validate: the discount and what would be charged, or an ApiError with the reason. */
export function useValidateVoucherMutation() {
  return useMutation({
    mutationFn: (body: ValidateVoucherInput) => api.call(endpoints.validateVoucherEndpoint, { body }),
  });
}

/** GET /api/admin/vouchers: every voucher with its uses. */
export function useAdminVouchersQuery() {
  return useQuery({
    queryKey: voucherKeys.all,
    queryFn: ({ signal }) => api.call(endpoints.adminListVouchersEndpoint, {}, { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/vouchers/{id}/uses. */
export function useVoucherUsesQuery(id: string | null) {
  return useQuery({
    queryKey: voucherKeys.uses(id ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.adminListVoucherUsesEndpoint, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useCreateVoucherMutation() {
  return useRefreshingMutation([voucherKeys.all], (body: CreateVoucherInput) => api.call(endpoints.adminCreateVoucherEndpoint, { body }));
}

export function useUpdateVoucherMutation() {
  return useRefreshingMutation([voucherKeys.all], ({ id, body }: { id: string; body: UpdateVoucherInput }) =>
    api.call(endpoints.adminUpdateVoucherEndpoint, { params: { id }, body }),
  );
}

/** DELETE /api/admin/vouchers/{id}: deleted when never used, else ended (kept for receipts). */
export function useDeleteVoucherMutation() {
  return useRefreshingMutation([voucherKeys.all], (id: string) => api.call(endpoints.adminDeleteVoucherEndpoint, { params: { id } }));
}
