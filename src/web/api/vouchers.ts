import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminVoucherListReplySchema,
  adminVoucherSchema,
  deleteVoucherReplySchema,
  validateVoucherReplySchema,
  voucherUsesReplySchema,
  type CreateVoucherInput,
  type UpdateVoucherInput,
  type ValidateVoucherInput,
} from '../../domain/vouchers/schemas';
import { api } from './client';

export const voucherKeys = {
  all: ['admin', 'vouchers'] as const,
  uses: (id: string) => ['admin', 'vouchers', id, 'uses'] as const,
};

/** POST /api/vouchers/validate: the discount and what would be charged, or an ApiError with the reason. */
export function useValidateVoucherMutation() {
  return useMutation({
    mutationFn: (body: ValidateVoucherInput) => api.post('/vouchers/validate', body, { schema: validateVoucherReplySchema }),
  });
}

/** GET /api/admin/vouchers: every voucher with its uses. */
export function useAdminVouchersQuery() {
  return useQuery({
    queryKey: voucherKeys.all,
    queryFn: ({ signal }) => api.get('/admin/vouchers', { signal, schema: adminVoucherListReplySchema }),
    staleTime: 0,
  });
}

/** GET /api/admin/vouchers/{id}/uses. */
export function useVoucherUsesQuery(id: string | null) {
  return useQuery({
    queryKey: voucherKeys.uses(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/admin/vouchers/${encodeURIComponent(id!)}/uses`, { signal, schema: voucherUsesReplySchema }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

function useRefreshVouchers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: voucherKeys.all });
}

export function useCreateVoucherMutation() {
  const refresh = useRefreshVouchers();
  return useMutation({
    mutationFn: (body: CreateVoucherInput) => api.post('/admin/vouchers', body, { schema: adminVoucherSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateVoucherMutation() {
  const refresh = useRefreshVouchers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVoucherInput }) =>
      api.put(`/admin/vouchers/${encodeURIComponent(id)}`, body, { schema: adminVoucherSchema }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/vouchers/{id}: deleted when never used, else ended (kept for receipts). */
export function useDeleteVoucherMutation() {
  const refresh = useRefreshVouchers();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/vouchers/${encodeURIComponent(id)}`, { schema: deleteVoucherReplySchema }),
    onSuccess: refresh,
  });
}
