import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestPayfastReply } from '../../domain/payments/schemas';
import type { SettingsReply, UpdateSettingsInput } from '../../domain/settings/schemas';
import { useRefreshEmailLog } from './admin-email';
import { adminPaymentKeys } from './admin-payments';
import { api } from './client';
import { settingsKeys } from './settings';

export const adminSettingsKeys = {
  system: () => ['settings', 'system'] as const,
};

/** GET /api/settings (super admin): the settings and the payment mode they give. */
export function useSystemSettingsQuery() {
  return useQuery({
    queryKey: adminSettingsKeys.system(),
    queryFn: ({ signal }) => api.get<SettingsReply>('/settings', { signal }),
    staleTime: 0,
  });
}

/**
 * PUT /api/settings with the full settings object. Success refreshes /settings, the payment mode
 * and, for the system form, /settings/public (section 7).
 */
export function useUpdateSettingsMutation({ refreshPublic }: { refreshPublic: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsInput) => api.put<SettingsReply>('/settings', body),
    onSuccess: async (reply) => {
      queryClient.setQueryData(adminSettingsKeys.system(), reply);
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.mode() });
      if (refreshPublic) await queryClient.invalidateQueries({ queryKey: settingsKeys.public() });
    },
  });
}

/** POST /api/payments/test-payfast: each check and a message (409 says what to fix). */
export function useTestPayfastMutation() {
  return useMutation({
    mutationFn: () => api.post<TestPayfastReply>('/payments/test-payfast', undefined),
  });
}

/** The maps and e-mail tests answer a message, or nothing. */
type OptionalMessageReply = { message?: string } | null;

/**
 * The maps test of section 7: GET /api/test-maps-api asks Google to name a known point with the
 * saved key; 409 when no key is set, 502 with Google's reason when it refuses.
 */
export function useTestMapsApiMutation() {
  return useMutation({
    mutationFn: () => api.get<OptionalMessageReply>('/test-maps-api'),
  });
}

/** POST /api/email/test {email} -> message (section 7); sent or not, the e-mail log has a new entry. */
export function useSendTestEmailMutation() {
  const refreshLog = useRefreshEmailLog();
  return useMutation({
    mutationFn: (email: string) => api.post<OptionalMessageReply>('/email/test', { email }),
    onSettled: refreshLog,
  });
}
