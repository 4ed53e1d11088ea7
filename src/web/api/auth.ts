import { useMutation, useQuery } from '@tanstack/react-query';
import { messageReplySchema } from '../../domain/api/schemas';
import {
  loginReplySchema,
  userReplySchema,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '../../domain/auth/schemas';
import { session } from '../session/session';
import { api } from './client';

export const authKeys = {
  all: ['auth'] as const,
  me: () => ['auth', 'me'] as const,
};

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginBody) => api.post('/auth/login', body, { schema: loginReplySchema }),
  });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post('/auth/register', body, { schema: userReplySchema }),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post('/auth/forgot-password', body, { schema: messageReplySchema }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post('/auth/reset-password', body, { schema: messageReplySchema }),
  });
}

/** The signed-in user as the server knows it now; read once per sign-in. */
export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: () => api.get('/auth/me', { schema: userReplySchema }),
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
