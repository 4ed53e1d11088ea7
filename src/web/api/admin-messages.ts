import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../domain/api/schemas';
import type { AdminMessage, AdminMessageListReply, MessageStatus } from '../../domain/contact/schemas';
import { adminKeys } from './admin';
import { api } from './client';

export interface AdminMessageFilters {
  page: number;
  status: MessageStatus | '';
  search: string;
}

export const adminMessageKeys = {
  all: ['admin', 'messages', 'list'] as const,
  list: (filters: AdminMessageFilters) => ['admin', 'messages', 'list', filters] as const,
};

export const ADMIN_MESSAGES_PAGE_SIZE = 20;

/** GET /api/admin/messages: a page of contact messages, newest first, with the counts of all and unread. */
export function useAdminMessagesQuery(filters: AdminMessageFilters) {
  return useQuery({
    queryKey: adminMessageKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminMessageListReply>('/admin/messages', { query: { ...filters, limit: ADMIN_MESSAGES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a change: the list and the nav badge's unread count are read again. */
function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.unreadMessageCount() }),
    ]);
}

const messagePath = (id: string, rest = '') => `/admin/messages/${encodeURIComponent(id)}${rest}`;

/** PUT /api/admin/messages/{id}/read {read}. */
export function useMarkMessageMutation() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => api.put<AdminMessage>(messagePath(id, '/read'), { read }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/messages/{id}/reply {message}: e-mailed to the sender and kept with the message. */
export function useReplyMessageMutation() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => api.post<AdminMessage>(messagePath(id, '/reply'), { message }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/messages/{id}. */
export function useDeleteMessageMutation() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageReply>(messagePath(id)),
    onSuccess: refresh,
  });
}
