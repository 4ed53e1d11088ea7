import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../domain/api/schemas';
import type { ContactBody } from '../../domain/contact/schemas';
import { api } from './client';

export function useContactMutation() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.post<MessageReply>('/contact', body),
  });
}
