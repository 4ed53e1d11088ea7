import { useMutation, useQuery } from '@tanstack/react-query';
import { adminGrantBundleEndpoint } from '../../domain/bundles/endpoints';
import type { GrantBundleBody } from '../../domain/bundles/schemas';
import * as endpoints from '../../domain/user/endpoints';
import type { AdminUsersInput, CreateAdminUserInput, DeleteUserBody, SetUserPasswordBody, UpdateAdminUserInput } from '../../domain/user/schemas';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';
import { useRefreshingMutation } from './refreshing-mutation';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: AdminUsersInput) => ['admin', 'users', 'list', filters] as const,
  detail: (id: string) => ['admin', 'users', id, 'detail'] as const,
};

/** A page of accounts by search, role and status. */
export function useAdminUsersQuery(filters: AdminUsersInput, enabled = true) {
  return useAdminListQuery(adminUserKeys.list(filters), endpoints.adminListUsersEndpoint, filters, { enabled });
}

/** The account with its codes, payments, bundles and creator profile. */
export function useAdminUserDetailQuery(id: string) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => api.call(endpoints.adminGetUserDetailEndpoint, { params: { id } }, { signal }),
    staleTime: 0,
  });
}

/** Every users query is read again after a change (lists, details, the dashboard's counts). */
const USER_DATA_KEYS = [['admin']];

export function useCreateUserMutation() {
  return useRefreshingMutation(USER_DATA_KEYS, (body: CreateAdminUserInput) => api.call(endpoints.adminCreateUserEndpoint, { body }));
}

export function useUpdateUserMutation(id: string) {
  return useRefreshingMutation(USER_DATA_KEYS, (body: UpdateAdminUserInput) => api.call(endpoints.adminUpdateUserEndpoint, { params: { id }, body }));
}

/** Disables (their sessions end) or enables. */
export function useToggleUserMutation() {
  return useRefreshingMutation(USER_DATA_KEYS, (id: string) => api.call(endpoints.adminToggleUserEndpoint, { params: { id } }));
}

export function useSetUserPasswordMutation(id: string) {
  return useMutation({
    mutationFn: (body: SetUserPasswordBody) => api.call(endpoints.adminSetUserPasswordEndpoint, { params: { id }, body }),
  });
}

/** Turns the account's second factor off (super admins); their sessions end. */
export function useTurnOffUserTotpMutation(id: string) {
  return useRefreshingMutation(USER_DATA_KEYS, () => api.call(endpoints.adminTurnOffUserTotpEndpoint, { params: { id } }));
}

/** Deletes the account, its e-mail typed to confirm. */
export function useDeleteUserMutation(id: string) {
  return useRefreshingMutation(USER_DATA_KEYS, (body: DeleteUserBody) => api.call(endpoints.adminDeleteUserEndpoint, { params: { id }, body }));
}

/** A complimentary bundle for the account. */
export function useGrantBundleMutation(id: string) {
  return useRefreshingMutation(USER_DATA_KEYS, (body: GrantBundleBody) => api.call(adminGrantBundleEndpoint, { params: { id }, body }));
}
