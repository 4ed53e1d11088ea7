import { useQuery } from '@tanstack/react-query';
import { adminCountUnreadMessagesEndpoint } from '../../domain/contact/endpoints';
import { api } from './client';

export const adminKeys = {
  all: ['admin'] as const,
  unreadMessageCount: () => ['admin', 'messages', 'unread', 'count'] as const,
};

export const UNREAD_COUNT_STALE_MS = 60 * 1000;

/** The unread messages' count for admins; cached 1 minute; a failure reads as 0 (it is only a badge). */
export function useUnreadMessageCountQuery(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.unreadMessageCount(),
    queryFn: ({ signal }) =>
      api.call(adminCountUnreadMessagesEndpoint, {}, { signal }).then(
        (reply) => reply.count,
        () => 0,
      ),
    enabled,
    staleTime: UNREAD_COUNT_STALE_MS,
  });
}
