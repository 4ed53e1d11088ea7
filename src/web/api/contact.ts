import { useMutation } from '@tanstack/react-query';
import { sendContactMessageEndpoint } from '../../domain/contact/endpoints';
import type { ContactBody } from '../../domain/contact/schemas';
import { api } from './client';

export function useContactMutation() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.call(sendContactMessageEndpoint, { body }),
  });
}
