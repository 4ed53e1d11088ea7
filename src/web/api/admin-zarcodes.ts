import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../domain/api/schemas';
import type {
  AdminUpdateZarcodeInput,
  AdminZarcodeListReply,
  AdminZarcodeReply,
  AdminZarcodesInput,
} from '../../domain/zarcode/admin-schemas';
import type { CreateZarcodeInput, ZarcodeRecord } from '../../domain/zarcode/schemas';
import { api } from './client';
import { zarcodeKeys } from './zarcodes';

export const adminZarcodeKeys = {
  all: ['admin', 'zarcodes'] as const,
  list: (filters: AdminZarcodesInput) => ['admin', 'zarcodes', 'list', filters] as const,
};

const codePath = (code: string, rest = '') => `/admin/zarcodes/${encodeURIComponent(code)}${rest}`;

/** GET /api/admin/zarcodes: every code, by search, province, owner and verified state. */
export function useAdminZarcodesQuery(filters: AdminZarcodesInput) {
  return useQuery({
    queryKey: adminZarcodeKeys.list(filters),
    queryFn: ({ signal }) => api.get<AdminZarcodeListReply>('/admin/zarcodes', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Admin lists, stats and any cached code page are read again after a change. */
function useRefreshCodes() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      queryClient.invalidateQueries({ queryKey: zarcodeKeys.all }),
    ]);
  };
}

/** PUT /api/admin/zarcodes/{code}: details, a move, or clearing the verified mark. */
export function useAdminUpdateZarcodeMutation() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: AdminUpdateZarcodeInput }) => api.put<AdminZarcodeReply>(codePath(code), body),
    onSuccess: refresh,
  });
}

/** POST /api/admin/zarcodes/{code}/verify. */
export function useVerifyZarcodeMutation() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: (code: string) => api.post<AdminZarcodeReply>(codePath(code, '/verify')),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/zarcodes/{code}. */
export function useAdminDeleteZarcodeMutation() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: (code: string) => api.delete<MessageReply>(codePath(code)),
    onSuccess: refresh,
  });
}

/** POST /api/admin/zarcodes: a code made by an admin for a user (free), with the admin's photos. */
export function useAdminCreateZarcodeMutation() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: (body: CreateZarcodeInput & { userId?: string }) => api.post<ZarcodeRecord>('/admin/zarcodes', body),
    onSuccess: refresh,
  });
}
