import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailLogReply, ResendReply, TemplateListReply, TemplatePreviewReply } from '../../domain/email/schemas';
import { api } from './client';
import { useAdminListQueryByPath } from './admin-list-query';

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

/** GET /api/admin/email/log: the transport and the newest 200 messages (super admin). */
export function useEmailLogQuery(filters: EmailLogFilters) {
  return useAdminListQueryByPath<EmailLogReply>(adminEmailKeys.logOf(filters), '/admin/email/log', filters);
}

/** Reads the log again: after a resend, or a test e-mail sent from this page. */
export function useRefreshEmailLog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminEmailKeys.log });
}

/** POST /api/admin/email/log/{id}/resend: a new entry; 409 for a message whose body was not kept. */
export function useResendEmailMutation() {
  const refresh = useRefreshEmailLog();
  return useMutation({
    mutationFn: (id: string) => api.post<ResendReply>(`/admin/email/log/${encodeURIComponent(id)}/resend`, undefined),
    onSettled: refresh,
  });
}

/** GET /api/admin/email/templates: every template the product sends. */
export function useEmailTemplatesQuery() {
  return useQuery({
    queryKey: adminEmailKeys.templates(),
    queryFn: ({ signal }) => api.get<TemplateListReply>('/admin/email/templates', { signal }),
  });
}

/** GET /api/admin/email/templates/{name}: the template rendered with its sample data. */
export function useEmailTemplatePreviewQuery(name: string | null) {
  return useQuery({
    queryKey: adminEmailKeys.template(name ?? ''),
    queryFn: ({ signal }) => api.get<TemplatePreviewReply>(`/admin/email/templates/${encodeURIComponent(name!)}`, { signal }),
    enabled: Boolean(name),
  });
}
