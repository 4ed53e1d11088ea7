import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageReply } from '../../domain/api/schemas';
import type { Bundle, GrantBundleBody } from '../../domain/bundles/schemas';
import type {
  AdminUserDetailReply,
  AdminUserListReply,
  AdminUserReply,
  AdminUsersInput,
  CreateAdminUserInput,
  DeleteUserBody,
  SetUserPasswordBody,
  UpdateAdminUserInput,
} from '../../domain/user/schemas';
import { api } from './client';
import { useAdminListQueryByPath } from './admin-list-query';
import { useRefreshingMutation } from './refreshing-mutation';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: AdminUsersInput) => ['admin', 'users', 'list', filters] as const,
  detail: (id: string) => ['admin', 'users', id, 'detail'] as const,
};

const userPath = (id: string, rest = '') => `/admin/users/${encodeURIComponent(id)}${rest}`;

/** GET /api/admin/users: a page of accounts by search, role and status. */
export function useAdminUsersQuery(filters: AdminUsersInput, enabled = true) {
  return useAdminListQueryByPath<AdminUserListReply>(adminUserKeys.list(filters), '/admin/users', filters, { enabled });
}

/** GET /api/admin/users/{id}/detail: the account with its codes, payments, bundles and creator profile. */
export function useAdminUserDetailQuery(id: string) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminUserDetailReply>(userPath(id, '/detail'), { signal }),
    staleTime: 0,
  });
}

/** Every users query is read again after a change (lists, details, the dashboard's counts). */
const USER_DATA_KEYS = [['admin']];

/** POST /api/admin/users. */
export function useCreateUserMutation() {
  return useRefreshingMutation(USER_DATA_KEYS, (body: CreateAdminUserInput) => api.post<AdminUserReply>('/admin/users', body));
}

/** PUT /api/admin/users/{id}. */
export function useUpdateUserMutation(id: string) {
  return useRefreshingMutation(USER_DATA_KEYS, (body: UpdateAdminUserInput) => api.put<AdminUserReply>(userPath(id), body));
}

/** PUT /api/admin/users/{id}/toggle: disables (their sessions end) or enables. */
export function useToggleUserMutation() {
  return useRefreshingMutation(USER_DATA_KEYS, (id: string) => api.put<AdminUserReply>(userPath(id, '/toggle')));
}

/** PUT /api/admin/users/{id}/password. */
export function useSetUserPasswordMutation(id: string) {
  return useMutation({
    mutationFn: (body: SetUserPasswordBody) => api.put<AdminUserReply>(userPath(id, '/password'), body),
  });
}

/** DELETE /api/admin/users/{id} with the e-mail typed to confirm. */
export function useDeleteUserMutation(id: string) {
  return useRefreshingMutation(
    USER_DATA_KEYS,
    (body: DeleteUserBody) => api.request<MessageReply>('DELETE', userPath(id), { body }),
  );
}

/** POST /api/admin/users/{id}/bundles: a complimentary bundle. */
export function useGrantBundleMutation(id: string) {
  return useRefreshingMutation(USER_DATA_KEYS, (body: GrantBundleBody) => api.post<Bundle>(userPath(id, '/bundles'), body));
}
