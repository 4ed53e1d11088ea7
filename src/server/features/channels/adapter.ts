import type { FastifyRequest } from 'fastify';
import type { Inbound } from '../../../domain/channels/commands';

/**
 * What every channel's adapter gives the conversation, and takes back from it. An adapter speaks
 * one provider's format (whatsapp-cloud.ts, sms-aggregator.ts, ussd-gateway.ts): another provider
 * for a channel is another adapter file giving the same.
 */

/** A message received, in the provider's words made ours. */
export interface ReceivedMessage {
  /** The sender's number as the provider wrote it (E.164, or WhatsApp's digits without '+'). */
  from: string;
  /** The provider's id of the message: a retried delivery carries the same. */
  providerMessageId: string;
  inbound: Inbound;
  /** What staff read of it in the conversation's record. */
  asked: string;
}

/** What sending gave: the provider's ids of the messages it took, and its refusal if any. */
export interface SendResult {
  ids: string[];
  error: string | null;
}

/**
 * The shared secret a webhook call carries: the `X-Webhook-Secret` header, or the `secret` query
 * parameter for gateways that can only be given a URL.
 */
export function presentedSecret(request: FastifyRequest): string | null {
  const header = request.headers['x-webhook-secret'];
  if (typeof header === 'string' && header !== '') return header;
  const query = new URL(request.url, 'http://localhost').searchParams.get('secret');
  return query || null;
}
