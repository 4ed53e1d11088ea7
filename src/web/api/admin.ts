import { useQuery } from '@tanstack/react-query';
import type { UnreadCountReply } from '../../domain/contact/schemas';
import { getOrFallbackQueryFn } from './query-client';

export const adminKeys = {
  all: ['admin'] as const,
  unreadMessageCount: () => ['admin', 'messages', 'unread', 'count'] as const,
};

export const UNREAD_COUNT_STALE_MS = 60 * 1000;

/** GET /api/admin/messages/unread/count for admins; cached 1 minute; a failure reads as 0. */
export function useUnreadMessageCountQuery(enabled: boolean) {
  return useQuery<number>({
    queryKey: adminKeys.unreadMessageCount(),
    queryFn: getOrFallbackQueryFn((reply: UnreadCountReply) => reply.count, 0),
    enabled,
    staleTime: UNREAD_COUNT_STALE_MS,
  });
}
