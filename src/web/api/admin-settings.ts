import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestPayfastReply } from '../../domain/payments/schemas';
import * as endpoints from '../../domain/settings/endpoints';
import type { UpdateSettingsInput } from '../../domain/settings/schemas';
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
    queryFn: ({ signal }) => api.call(endpoints.getSettingsEndpoint, {}, { signal }),
    staleTime: 0,
  });
}

/**
 * Saves the full settings object. Success refreshes the settings, the payment mode and, for the
 * system form, the public settings every page reads.
 */
export function useUpdateSettingsMutation({ refreshPublic }: { refreshPublic: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsInput) => api.call(endpoints.updateSettingsEndpoint, { body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(adminSettingsKeys.system(), reply);
      // Not awaited: the saved settings remount the card that saved them, and a card gone before
      // the mutation settles never hears of its success (no toast).
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.mode() });
      if (refreshPublic) void queryClient.invalidateQueries({ queryKey: settingsKeys.public() });
    },
  });
}

/** POST /api/payments/test-payfast: each check and a message (409 says what to fix). */
export function useTestPayfastMutation() {
  return useMutation({
    mutationFn: () => api.post<TestPayfastReply>('/payments/test-payfast', undefined),
  });
}

/** Does the saved maps key work (409 when none is set, 502 with Google's reason when it refuses)? */
export function useTestMapsApiMutation() {
  return useMutation({
    mutationFn: () => api.call(endpoints.testMapsApiEndpoint, {}),
  });
}

/** Sends a test e-mail; sent or not, the e-mail log has a new entry and is read again. */
export function useSendTestEmailMutation() {
  const refreshLog = useRefreshEmailLog();
  return useMutation({
    mutationFn: (email: string) => api.call(endpoints.sendTestEmailEndpoint, { body: { email } }),
    onSettled: refreshLog,
  });
}
