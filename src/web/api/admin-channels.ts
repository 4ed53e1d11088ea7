import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestableChannel } from '../../domain/channels/channels';
import * as endpoints from '../../domain/channels/endpoints';
import { useAdminListQuery } from './admin-list-query';
import { api } from './client';

export interface AdminChannelMessageFilters {
  page: number;
  channel: string;
  status: string;
  day: string;
}

export const adminChannelKeys = {
  all: ['admin', 'channels'] as const,
  states: () => ['admin', 'channels', 'states'] as const,
  summary: () => ['admin', 'channels', 'summary'] as const,
  messages: (filters: AdminChannelMessageFilters) => ['admin', 'channels', 'messages', filters] as const,
};

export const ADMIN_CHANNEL_MESSAGES_PAGE_SIZE = 25;

/** Each channel on or off, the settings it needs, and its webhook URL. */
export function useChannelStatesQuery() {
  return useQuery({
    queryKey: adminChannelKeys.states(),
    queryFn: ({ signal }) => api.call(endpoints.adminChannelStatesEndpoint, {}, { signal }),
    staleTime: 0,
  });
}

/** The last 14 days per channel and per day, the refused webhook calls and the numbers opted out. */
export function useChannelSummaryQuery() {
  return useQuery({
    queryKey: adminChannelKeys.summary(),
    queryFn: ({ signal }) => api.call(endpoints.adminChannelSummaryEndpoint, {}, { signal }),
    staleTime: 0,
  });
}

/** A page of conversation turns, newest first, by channel, status and day. */
export function useAdminChannelMessagesQuery(filters: AdminChannelMessageFilters) {
  const { page, ...rest } = filters;
  return useAdminListQuery(adminChannelKeys.messages(filters), endpoints.adminListChannelMessagesEndpoint, {
    page,
    limit: ADMIN_CHANNEL_MESSAGES_PAGE_SIZE,
    ...rest,
  });
}

/** Sends a test message on a channel (super admins); sent or not, the conversations have a new turn. */
export function useSendChannelTestMutation(channel: TestableChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => api.call(endpoints.adminSendChannelTestEndpoint, { params: { channel }, body: { to } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminChannelKeys.all }),
  });
}
