import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/auth/endpoints';
import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, TotpCodeBody, User } from '../../domain/auth/schemas';
import { session } from '../session/session';
import { api } from './client';
import { userKeys } from './user';

export const authKeys = {
  all: ['auth'] as const,
  me: () => ['auth', 'me'] as const,
};

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginBody) => api.call(endpoints.loginEndpoint, { body }),
  });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.call(endpoints.registerEndpoint, { body }),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.call(endpoints.forgotPasswordEndpoint, { body }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.call(endpoints.resetPasswordEndpoint, { body }),
  });
}

/** The signed-in user as the server knows it now; read once per sign-in. */
export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: () => api.call(endpoints.currentUserEndpoint, {}),
    enabled,
  });
}

/** Starts setting up the second factor: a new secret, its otpauth link and QR code. */
export function useTotpEnrolMutation() {
  return useMutation({ mutationFn: () => api.call(endpoints.totpEnrolEndpoint, {}) });
}

/** The account as the server answers it after a change of its second factor, wherever the app holds it. */
function useAccountChanged() {
  const client = useQueryClient();
  return (user: User) => {
    session.updateUser(user);
    client.setQueryData(authKeys.me(), { user });
    client.setQueryData(userKeys.profile(), { user });
  };
}

/** Turns the second factor on with a code of the app: answers the recovery codes, shown once. */
export function useTotpConfirmMutation() {
  const accountChanged = useAccountChanged();
  return useMutation({
    mutationFn: (body: TotpCodeBody) => api.call(endpoints.totpConfirmEndpoint, { body }),
    onSuccess: (reply) => accountChanged(reply.user),
  });
}

/** Turns the caller's second factor off with one of its codes. */
export function useTotpTurnOffMutation() {
  const accountChanged = useAccountChanged();
  return useMutation({
    mutationFn: (body: TotpCodeBody) => api.call(endpoints.totpTurnOffEndpoint, { body }),
    onSuccess: (reply) => accountChanged(reply.user),
  });
}

/** POST /api/auth/logout, then the session is cleared whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await api.call(endpoints.logoutEndpoint, {}, { endSessionOnAuthFailure: false });
  } catch (error) {
    console.warn('Sign-out call failed; clearing the session anyway', error);
  } finally {
    session.clear();
  }
}
