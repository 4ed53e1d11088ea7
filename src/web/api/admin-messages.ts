import type { MessageReply } from '../../domain/api/schemas';
import type { AdminMessage, AdminMessageListReply, MessageStatus } from '../../domain/contact/schemas';
import { adminKeys } from './admin';
import { api } from './client';
import { useAdminListQueryByPath } from './admin-list-query';
import { useRefreshingMutation } from './refreshing-mutation';

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
  return useAdminListQueryByPath<AdminMessageListReply>(adminMessageKeys.list(filters), '/admin/messages', {
    ...filters,
    limit: ADMIN_MESSAGES_PAGE_SIZE,
  });
}

const messagePath = (id: string, rest = '') => `/admin/messages/${encodeURIComponent(id)}${rest}`;

/** After a change: the list and the nav badge's unread count are read again. */
const MESSAGE_DATA_KEYS = [adminMessageKeys.all, adminKeys.unreadMessageCount()];

/** PUT /api/admin/messages/{id}/read {read}. */
export function useMarkMessageMutation() {
  return useRefreshingMutation(
    MESSAGE_DATA_KEYS,
    ({ id, read }: { id: string; read: boolean }) => api.put<AdminMessage>(messagePath(id, '/read'), { read }),
  );
}

/** POST /api/admin/messages/{id}/reply {message}: e-mailed to the sender and kept with the message. */
export function useReplyMessageMutation() {
  return useRefreshingMutation(
    MESSAGE_DATA_KEYS,
    ({ id, message }: { id: string; message: string }) => api.post<AdminMessage>(messagePath(id, '/reply'), { message }),
  );
}

/** DELETE /api/admin/messages/{id}. */
export function useDeleteMessageMutation() {
  return useRefreshingMutation(MESSAGE_DATA_KEYS, (id: string) => api.delete<MessageReply>(messagePath(id)));
}
