import * as endpoints from '../../domain/contact/endpoints';
import type { MessageStatus } from '../../domain/contact/schemas';
import { adminKeys } from './admin';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';
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

/** A page of contact messages, newest first, with the counts of all and unread. */
export function useAdminMessagesQuery(filters: AdminMessageFilters) {
  return useAdminListQuery(adminMessageKeys.list(filters), endpoints.adminListMessagesEndpoint, {
    ...filters,
    limit: ADMIN_MESSAGES_PAGE_SIZE,
  });
}

/** After a change: the list and the nav badge's unread count are read again. */
const MESSAGE_DATA_KEYS = [adminMessageKeys.all, adminKeys.unreadMessageCount()];

/** Marks a message read or unread. */
export function useMarkMessageMutation() {
  return useRefreshingMutation(MESSAGE_DATA_KEYS, ({ id, read }: { id: string; read: boolean }) =>
    api.call(endpoints.adminMarkMessageEndpoint, { params: { id }, body: { read } }),
  );
}

/** A reply e-mailed to the sender and kept with the message. */
export function useReplyMessageMutation() {
  return useRefreshingMutation(MESSAGE_DATA_KEYS, ({ id, message }: { id: string; message: string }) =>
    api.call(endpoints.adminReplyToMessageEndpoint, { params: { id }, body: { message } }),
  );
}

export function useDeleteMessageMutation() {
  return useRefreshingMutation(MESSAGE_DATA_KEYS, (id: string) => api.call(endpoints.adminDeleteMessageEndpoint, { params: { id } }));
}
