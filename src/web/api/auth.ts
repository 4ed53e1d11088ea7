import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageReply } from '../../domain/api/schemas';
import type { ForgotPasswordBody, LoginBody, LoginReply, RegisterBody, ResetPasswordBody, UserReply } from '../../domain/auth/schemas';
import { session } from '../session/session';
import { api } from './client';

export const authKeys = {
  all: ['auth'] as const,
  me: () => ['auth', 'me'] as const,
};

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<LoginReply>('/auth/login', body),
  });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<UserReply>('/auth/register', body),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<MessageReply>('/auth/forgot-password', body),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<MessageReply>('/auth/reset-password', body),
  });
}

/** The signed-in user as the server knows it now; read once per sign-in. */
export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: () => api.get<UserReply>('/auth/me'),
    enabled,
  });
}

/** POST /api/auth/logout, then the session is cleared whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { endSessionOnAuthFailure: false });
  } catch (error) {
    console.warn('Sign-out call failed; clearing the session anyway', error);
  } finally {
    session.clear();
  }
}
