import { createHmac } from 'node:crypto';
import type { DeliveryStatus } from '../../../domain/channels/channels';
import type { Inbound } from '../../../domain/channels/commands';
import { maskPhoneNumberIn } from '../../../domain/channels/phone-numbers';
import type { WhatsAppMessage } from '../../../domain/channels/replies';
import type { WhatsAppWebhook } from '../../../domain/channels/schemas';
import type { WhatsAppSettings } from '../../config';
import { isSameSecret } from '../../infra/secrets';
import type { ReceivedMessage, SendResult } from './adapter';

/**
 * The WhatsApp adapter, for Meta's Cloud API: its webhook's signature, the messages and delivery
 * reports in its body, and the Graph API call that sends.
 */

/** The header Meta signs its webhook calls with: `sha256=` and a hex HMAC-SHA256 of the body. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/**
 * Whether `header` is Meta's signature of these exact bytes with the app secret. The body must be
 * the one received: JSON parsed and written again differs (spaces, escapes) and fails.
 */
export function isSignedByMeta(rawBody: Buffer, header: string, appSecret: string): boolean {
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
  return isSameSecret(header.trim().toLowerCase(), expected);
}

/** A delivery report: what became of the message with this id. */
export interface StatusReport {
  replyMessageId: string;
  status: DeliveryStatus;
  error: string | null;
}

const REPORTED: Readonly<Record<string, DeliveryStatus>> = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' };

/**
 * The messages and delivery reports of a webhook body, those of our number only (a Meta app may
 * serve several). A message that is neither text nor a pin (a photo, a voice note) reads as empty
 * text, which is answered with what to send.
 */
export function readWhatsAppWebhook(body: WhatsAppWebhook, phoneNumberId: string): { messages: ReceivedMessage[]; reports: StatusReport[] } {
  const messages: ReceivedMessage[] = [];
  const reports: StatusReport[] = [];
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      if (!value || (value.metadata?.phone_number_id && value.metadata.phone_number_id !== phoneNumberId)) continue;
      for (const message of value.messages ?? []) {
        // WhatsApp writes numbers without the '+'.
        messages.push({ from: `+${message.from.replace(/^\+/, '')}`, providerMessageId: message.id, inbound: inboundOf(message), asked: askedOf(message) });
      }
      for (const report of value.statuses ?? []) {
        const status = REPORTED[report.status];
        if (!status) continue;
        const reason = report.errors?.map((item) => [item.code, item.title, item.error_data?.details ?? item.message].filter(Boolean).join(' ')).join('; ') || null;
        // Staff read the reason with the conversation, where a number shows masked only.
        const error = reason && report.recipient_id ? maskPhoneNumberIn(reason, `+${report.recipient_id.replace(/^\+/, '')}`) : reason;
        reports.push({ replyMessageId: report.id, status, error });
      }
    }
  }
  return { messages, reports };
}

type WebhookMessage = NonNullable<NonNullable<NonNullable<WhatsAppWebhook['entry'][number]['changes'][number]['value']>['messages']>[number]>;

function inboundOf(message: WebhookMessage): Inbound {
  if (message.type === 'location' && message.location) return { kind: 'location', latitude: message.location.latitude, longitude: message.location.longitude };
  return { kind: 'text', text: message.text?.body ?? message.button?.text ?? '' };
}

/** What staff read of the message: its text, the pin's point, or its kind ('[image]'). */
function askedOf(message: WebhookMessage): string {
  if (message.type === 'location' && message.location) return `[location ${message.location.latitude}, ${message.location.longitude}]`;
  return message.text?.body ?? message.button?.text ?? `[${message.type}]`;
}

/** The Graph API's answer to a message sent, or its error. */
interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

/**
 * Sends messages to a WhatsApp number in order, through `POST {graph}/{phone-number-id}/messages`
 * with the access token; stops at the first the Graph API refuses. Answers the ids of those sent
 * (delivery reports name them) and the refusal, if any.
 */
export function createWhatsAppSender(settings: WhatsAppSettings, timeoutMs = 10_000) {
  const url = `${settings.graphUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return async (to: string, messages: readonly WhatsAppMessage[]): Promise<SendResult> => {
    const ids: string[] = [];
    for (const message of messages) {
      const payload =
        message.type === 'text'
          ? { type: 'text', text: { body: message.body, preview_url: true } }
          : { type: 'location', location: { latitude: message.latitude, longitude: message.longitude, name: message.name, address: message.address } };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
          // WhatsApp's numbers are written without the '+'.
          body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, ''), ...payload }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
        const id = answer.messages?.[0]?.id;
        if (!response.ok || !id) return { ids, error: `Graph API HTTP ${response.status}: ${answer.error?.message ?? 'no message id'}` };
        ids.push(id);
      } catch (error) {
        return { ids, error: `Graph API did not answer: ${(error as Error).message}` };
      }
    }
    return { ids, error: null };
  };
}
