import type { DeliveryStatus, RefusalReason, TurnOrigin } from '../../../../domain/channels/channels';

// How the channels' records read on the admin pages (English only, as the admin area is).

export const STATUS_LABELS: Record<DeliveryStatus, string> = {
  received: 'Received',
  answered: 'Answered',
  not_sent: 'Not sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** A turn's status in its colour: failed stands out; delivered and read are the good ends. */
export const STATUS_CLASSES: Record<DeliveryStatus, string> = {
  received: 'bg-amber-100 text-amber-900',
  answered: 'bg-brand-100 text-brand-900',
  not_sent: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  read: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-900',
};

/** What a message of our own was (a message received has no label: what it asked says it). */
export const ORIGIN_LABELS: Record<Exclude<TurnOrigin, 'inbound'>, string> = {
  ussd: 'Map link after a USSD lookup',
  location_request: 'Location request link',
  test: 'Test message',
};

export const REFUSAL_LABELS: Record<RefusalReason, string> = {
  missing_signature: 'No signature',
  bad_signature: 'Wrong signature',
  bad_secret: 'Wrong or missing secret',
  bad_verify_token: 'Wrong verify token',
};
