import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/email/endpoints';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';

export interface EmailLogFilters {
  status: 'sending' | 'sent' | 'failed' | '';
  search: string;
}

export const adminEmailKeys = {
  log: ['admin', 'email', 'log'] as const,
  logOf: (filters: EmailLogFilters) => ['admin', 'email', 'log', filters] as const,
  templates: () => ['admin', 'email', 'templates'] as const,
  template: (name: string) => ['admin', 'email', 'templates', name] as const,
};

/** The transport and the newest 200 messages (super admin). */
export function useEmailLogQuery(filters: EmailLogFilters) {
  return useAdminListQuery(adminEmailKeys.logOf(filters), endpoints.adminListEmailLogEndpoint, filters);
}

/** Reads the log again: after a resend, or a test e-mail sent from this page. */
export function useRefreshEmailLog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminEmailKeys.log });
}

/** Sends a message again, as a new entry; 409 for a message whose body was not kept. */
export function useResendEmailMutation() {
  const refresh = useRefreshEmailLog();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.adminResendEmailEndpoint, { params: { id } }),
    onSettled: refresh,
  });
}

/** Every template the product sends. */
export function useEmailTemplatesQuery() {
  return useQuery({
    queryKey: adminEmailKeys.templates(),
    queryFn: ({ signal }) => api.call(endpoints.adminListEmailTemplatesEndpoint, {}, { signal }),
  });
}

/** The template rendered with its sample data. */
export function useEmailTemplatePreviewQuery(name: string | null) {
  return useQuery({
    queryKey: adminEmailKeys.template(name ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.adminPreviewEmailTemplateEndpoint, { params: { name: name! } }, { signal }),
    enabled: Boolean(name),
  });
}
