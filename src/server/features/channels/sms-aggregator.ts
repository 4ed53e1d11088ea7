import type { SmsSettings } from '../../config';
import type { SendResult } from './adapter';

/**
 * The SMS adapter, for an aggregator with a plain HTTP API. Inbound messages reach
 * POST /api/channels/sms (domain/channels/schemas.ts reads the usual field names); replies go out as
 * a JSON POST of { to, from, text } to SMS_SEND_URL with `Authorization: Bearer SMS_API_KEY`, any 2xx
 * meaning the aggregator took it. An aggregator with another send API is another adapter like this.
 */

/** The aggregator's answer to a message sent: its id, under one of the usual names, when it gives one. */
interface AggregatorAnswer {
  id?: string | number;
  messageId?: string | number;
  message_id?: string | number;
}

/** Sends one SMS; the aggregator's id of it, or why it refused. */
export function createSmsSender(settings: SmsSettings, timeoutMs = 10_000) {
  return async (to: string, text: string): Promise<SendResult> => {
    try {
      const response = await fetch(settings.sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ to, from: settings.from, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (!response.ok) return { ids: [], error: `SMS API HTTP ${response.status}: ${body.slice(0, 300)}` };
      const answer = parseAnswer(body);
      const id = answer.id ?? answer.messageId ?? answer.message_id;
      return { ids: id === undefined ? [] : [String(id)], error: null };
    } catch (error) {
      return { ids: [], error: `SMS API did not answer: ${(error as Error).message}` };
    }
  };
}

function parseAnswer(body: string): AggregatorAnswer {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as AggregatorAnswer) : {};
  } catch {
    return {};
  }
}
