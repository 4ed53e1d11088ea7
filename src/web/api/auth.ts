import { useMutation, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../domain/auth/endpoints';
import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '../../domain/auth/schemas';
import { session } from '../session/session';
import { api } from './client';

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
