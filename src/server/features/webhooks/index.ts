// The webhooks feature's face: what the rest of the server may use of it.
export { createWebhookDispatcher } from './dispatcher';
export type { WebhookDispatcher, WebhookDispatchOptions } from './dispatcher';
export { codeEventRecipients, enqueueWebhookEvent } from './events';
export type { WebhookRecipient } from './events';
export { deleteOldDeliveries } from './service';
export type { WebhookDestinations } from './service';
export { listWatches, unwatchCode, watchCode } from './watches';
