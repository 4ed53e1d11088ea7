import type { WebhookEventType } from '../../../domain/webhooks/webhooks';

/** The catalogue key of what an event means ('zarcode.moved': 'eventZarcodeMoved'). */
export function eventLabelKey(type: WebhookEventType) {
  const keys = {
    'location_request.answered': 'eventLocationRequestAnswered',
    'zarcode.moved': 'eventZarcodeMoved',
    'zarcode.updated': 'eventZarcodeUpdated',
    'zarcode.deleted': 'eventZarcodeDeleted',
  } as const;
  return keys[type];
}
