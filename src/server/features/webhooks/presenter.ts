import type { Webhook, WebhookDelivery } from '../../../domain/webhooks/schemas';
import { webhookSecretHint, type WebhookEventType } from '../../../domain/webhooks/webhooks';
import type { DeliveryWithAttempts, WebhookRow } from './service';

/** An endpoint as its owner (or an admin) sees it: never its secret. */
export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    secretHint: webhookSecretHint(row.secret),
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
  };
}

/** A delivery and its tries: what was sent when and what came back, never the body or the signature. */
export function presentDelivery(row: DeliveryWithAttempts): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    isResend: row.isResend,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    attempts: row.attempts.map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      outcome: attempt.outcome,
      responseStatus: attempt.responseStatus,
      error: attempt.error,
      durationMs: attempt.durationMs,
    })),
  };
}
