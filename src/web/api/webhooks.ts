import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../domain/webhooks/endpoints';
import type { CreateWebhookInput } from '../../domain/webhooks/schemas';
import { api } from './client';
import { useRefreshingMutation } from './refreshing-mutation';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (webhookId: string) => ['webhooks', 'deliveries', webhookId] as const,
};

/** While a delivery is still being tried, its list is read again this often. */
const PENDING_REFRESH_MS = 5000;

/** The caller's webhook endpoints, newest first. */
export function useWebhooksQuery() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }) => api.call(endpoints.listWebhooksEndpoint, {}, { signal }),
  });
}

/**
 * An endpoint's latest deliveries with their tries, read while shown; again every few seconds while
 * one is still being tried (its outcome arrives from the server's queue, not from this page).
 */
export function useWebhookDeliveriesQuery(webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: ({ signal }) => api.call(endpoints.listWebhookDeliveriesEndpoint, { params: { id: webhookId } }, { signal }),
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}

/** A new endpoint, whose signing `secret` this answer alone holds. */
export function useCreateWebhookMutation() {
  return useRefreshingMutation([webhookKeys.all], (body: CreateWebhookInput) => api.call(endpoints.createWebhookEndpoint, { body }));
}

/** Deletes an endpoint and its deliveries. */
export function useDeleteWebhookMutation() {
  return useRefreshingMutation([webhookKeys.all], (id: string) => api.call(endpoints.deleteWebhookEndpoint, { params: { id } }));
}

/** A new signing secret in place of the old, this answer alone holding it. */
export function useRotateWebhookSecretMutation() {
  return useRefreshingMutation([webhookKeys.all], (id: string) => api.call(endpoints.rotateWebhookSecretEndpoint, { params: { id } }));
}

/** Sends a delivered or failed delivery again. */
export function useResendWebhookDeliveryMutation() {
  return useRefreshingMutation([webhookKeys.all], (id: string) => api.call(endpoints.resendWebhookDeliveryEndpoint, { params: { id } }));
}
