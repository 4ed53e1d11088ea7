import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { testPayfastReplySchema } from '../../domain/payments/schemas';
import { settingsReplySchema, type UpdateSettingsInput } from '../../domain/settings/schemas';
import { api } from './client';
import { settingsKeys } from './settings';

export const adminSettingsKeys = {
  system: () => ['settings', 'system'] as const,
};

/** GET /api/settings (super admin): the settings and the payment mode they give. */
export function useSystemSettingsQuery() {
  return useQuery({
    queryKey: adminSettingsKeys.system(),
    queryFn: ({ signal }) => api.get('/settings', { signal, schema: settingsReplySchema }),
    staleTime: 0,
  });
}

/**
 * PUT /api/settings with the full settings object. Success refreshes /settings and, for the system
 * form, /settings/public (section 7).
 */
export function useUpdateSettingsMutation({ refreshPublic }: { refreshPublic: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsInput) => api.put('/settings', body, { schema: settingsReplySchema }),
    onSuccess: async (reply) => {
      queryClient.setQueryData(adminSettingsKeys.system(), reply);
      if (refreshPublic) await queryClient.invalidateQueries({ queryKey: settingsKeys.public() });
    },
  });
}

/** POST /api/payments/test-payfast: each check and a message (409 says what to fix). */
export function useTestPayfastMutation() {
  return useMutation({
    mutationFn: () => api.post('/payments/test-payfast', undefined, { schema: testPayfastReplySchema }),
  });
}

const optionalMessageSchema = z.object({ message: z.string().optional() }).nullable();

/**
 * The maps test of section 7: GET /api/test-maps-api asks Google to name a known point with the
 * saved key; 409 when no key is set, 502 with Google's reason when it refuses.
 */
export function useTestMapsApiMutation() {
  return useMutation({
    mutationFn: () => api.get('/test-maps-api', { schema: optionalMessageSchema }),
  });
}

/** POST /api/email/test {email} -> message (section 7). */
export function useSendTestEmailMutation() {
  return useMutation({
    mutationFn: (email: string) => api.post('/email/test', { email }, { schema: optionalMessageSchema }),
  });
}
