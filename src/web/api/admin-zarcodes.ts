import type { MessageReply } from '../../domain/api/schemas';
import type { AdminUpdateZarcodeInput, AdminZarcodeListReply, AdminZarcodeReply, AdminZarcodesInput } from '../../domain/zarcode/admin-schemas';
import type { CreateZarcodeInput, ZarcodeRecord } from '../../domain/zarcode/schemas';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';
import { useRefreshingMutation } from './refreshing-mutation';
import { zarcodeKeys } from './zarcodes';

export const adminZarcodeKeys = {
  all: ['admin', 'zarcodes'] as const,
  list: (filters: AdminZarcodesInput) => ['admin', 'zarcodes', 'list', filters] as const,
};

const codePath = (code: string, rest = '') => `/admin/zarcodes/${encodeURIComponent(code)}${rest}`;

/** GET /api/admin/zarcodes: every code, by search, province, owner and verified state. */
export function useAdminZarcodesQuery(filters: AdminZarcodesInput) {
  return useAdminListQuery<AdminZarcodeListReply>(adminZarcodeKeys.list(filters), '/admin/zarcodes', filters);
}

/** Admin lists, stats and any cached code page are read again after a change. */
const CODE_DATA_KEYS = [['admin'], zarcodeKeys.all];

/** PUT /api/admin/zarcodes/{code}: details, a move, or clearing the verified mark. */
export function useAdminUpdateZarcodeMutation() {
  return useRefreshingMutation(
    CODE_DATA_KEYS,
    ({ code, body }: { code: string; body: AdminUpdateZarcodeInput }) => api.put<AdminZarcodeReply>(codePath(code), body),
  );
}

/** POST /api/admin/zarcodes/{code}/verify. */
export function useVerifyZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (code: string) => api.post<AdminZarcodeReply>(codePath(code, '/verify')));
}

/** DELETE /api/admin/zarcodes/{code}. */
export function useAdminDeleteZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (code: string) => api.delete<MessageReply>(codePath(code)));
}

/** POST /api/admin/zarcodes: a code made by an admin for a user (free), with the admin's photos. */
export function useAdminCreateZarcodeMutation() {
  return useRefreshingMutation(
    CODE_DATA_KEYS,
    (body: CreateZarcodeInput & { userId?: string }) => api.post<ZarcodeRecord>('/admin/zarcodes', body),
  );
}
