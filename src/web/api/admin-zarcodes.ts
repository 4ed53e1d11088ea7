import type { AdminUpdateZarcodeInput, AdminZarcodesInput } from '../../domain/zarcode/admin-schemas';
import * as endpoints from '../../domain/zarcode/endpoints';
import type { CreateZarcodeInput } from '../../domain/zarcode/schemas';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';
import { useRefreshingMutation } from './refreshing-mutation';
import { zarcodeKeys } from './zarcodes';

export const adminZarcodeKeys = {
  all: ['admin', 'zarcodes'] as const,
  list: (filters: AdminZarcodesInput) => ['admin', 'zarcodes', 'list', filters] as const,
};

/** Every code, by search, province, owner and verified state. */
export function useAdminZarcodesQuery(filters: AdminZarcodesInput) {
  return useAdminListQuery(adminZarcodeKeys.list(filters), endpoints.adminListZarcodesEndpoint, filters);
}

/** Admin lists, stats and any cached code page are read again after a change. */
const CODE_DATA_KEYS = [['admin'], zarcodeKeys.all];

/** Details, a move, or clearing the verified mark. */
export function useAdminUpdateZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, ({ code, body }: { code: string; body: AdminUpdateZarcodeInput }) =>
    api.call(endpoints.adminUpdateZarcodeEndpoint, { params: { code }, body }),
  );
}

export function useVerifyZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (code: string) => api.call(endpoints.adminVerifyZarcodeEndpoint, { params: { code } }));
}

export function useAdminDeleteZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (code: string) => api.call(endpoints.adminDeleteZarcodeEndpoint, { params: { code } }));
}

/** A code made by an admin for a user (free), with the admin's photos. */
export function useAdminCreateZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (body: CreateZarcodeInput & { userId?: string }) =>
    api.call(endpoints.adminCreateZarcodeEndpoint, { body }),
  );
}
