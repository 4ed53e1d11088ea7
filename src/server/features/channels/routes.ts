import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  CHANNEL_NAMES,
  channelOffMessage,
  isTestableChannel,
  numberStoppedMessage,
  REFUSED_CALLS_PER_ADDRESS,
  SIGNATURE_MISSING_MESSAGE,
  SIGNATURE_WRONG_MESSAGE,
  VERIFY_TOKEN_MESSAGE,
  WEBHOOK_SECRET_MESSAGE,
  USSD_NOT_TESTABLE_MESSAGE,
  type Channel,
  type RefusalReason,
} from '../../../domain/channels/channels';
import { paginationOf } from '../../../domain/api/pagination';
import * as endpoints from '../../../domain/channels/endpoints';
import { normalisePhoneNumber } from '../../../domain/channels/phone-numbers';
import { INBOUND_SMS_MESSAGE, inboundSmsSchema, whatsAppWebhookSchema } from '../../../domain/channels/schemas';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, HttpError, serviceUnavailable, unauthorized } from '../../errors';
import { isSameSecret } from '../../infra/secrets';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { limitNameOf, limitReached } from '../../plugins/rate-limits';
import { auditContextOf, recordAudit } from '../audit';
import { presentedSecret } from './adapter';
import { listChannelMessages, summarizeChannels } from './admin-service';
import { recordRefusal } from './records';
import { channelStates } from './states';
import { isSignedByMeta, readWhatsAppWebhook, SIGNATURE_HEADER } from './whatsapp-cloud';

const RECEIVED = { message: 'Received' };
const REFUSALS_WINDOW_MS = REFUSED_CALLS_PER_ADDRESS.windowMinutes * 60_000;

/** A JSON body, as the parser of this scope keeps it (bytes), read; 400 when it is not JSON. */
function jsonOf(body: unknown): unknown {
  if (!Buffer.isBuffer(body)) return body;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}

/**
 * /api/channels: the webhooks of WhatsApp (Meta's Cloud API), an SMS aggregator and a USSD gateway.
 * Each answers 503 while its channel's settings are not given. A call refused for its signature or
 * secret is counted for staff (channel_refusals), and an address that keeps being refused is answered
 * 429 without being checked.
 */
export function channelRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config, channels } = deps;
  const { whatsapp, sms, ussd } = config.channels;
  return async (app) => {
    // Bodies are kept as sent: WhatsApp's signature is over the exact bytes, so JSON is parsed only
    // once it is checked. The aggregators' forms become plain fields.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    const refusalsKey = (request: FastifyRequest) => `channel-refusals:ip:${request.ip}`;
    /** Counts the refusal (for staff, and against the caller's address) and answers it. */
    const refuse = async (request: FastifyRequest, channel: Channel, reason: RefusalReason, error: HttpError): Promise<never> => {
      await app.rateLimits.hit(refusalsKey(request), REFUSALS_WINDOW_MS);
      await recordRefusal(db, channel, reason);
      throw error;
    };
    /** 503 while the channel is off; 429 for an address refused too often lately. */
    const admit = (channel: Channel, isOn: boolean): onRequestHookHandler => async (request) => {
      if (!isOn) throw serviceUnavailable(channelOffMessage(channel));
      const { hits, resetInMs } = await app.rateLimits.peek(refusalsKey(request), REFUSALS_WINDOW_MS);
      if (hits >= REFUSED_CALLS_PER_ADDRESS.max) throw limitReached(limitNameOf(refusalsKey(request)), resetInMs);
    };
    /** The SMS and USSD callbacks carry the channel's shared secret, checked before the body is read. */
    const withSecret = (channel: Channel, secret: string | undefined): onRequestHookHandler[] => [
      admit(channel, secret !== undefined),
      async (request) => {
        const presented = presentedSecret(request);
        if (!presented || !isSameSecret(presented, secret!)) await refuse(request, channel, 'bad_secret', unauthorized(WEBHOOK_SECRET_MESSAGE));
      },
    ];

    await route(
      app,
      endpoints.verifyWhatsAppWebhookEndpoint,
      async (request, reply) => {
        const query = request.query;
        const token = query['hub.verify_token'];
        if (query['hub.mode'] !== 'subscribe' || !token || !isSameSecret(token, whatsapp!.verifyToken)) {
          await refuse(request, 'whatsapp', 'bad_verify_token', forbidden(VERIFY_TOKEN_MESSAGE));
        }
        return reply.type('text/plain').send(query['hub.challenge'] ?? '');
      },
      { onRequest: admit('whatsapp', whatsapp !== undefined) },
    );

    await route(
      app,
      endpoints.whatsAppWebhookEndpoint,
      async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (typeof signature !== 'string' || signature === '') {
          await refuse(request, 'whatsapp', 'missing_signature', unauthorized(SIGNATURE_MISSING_MESSAGE));
        } else if (!isSignedByMeta(raw, signature, whatsapp!.appSecret)) {
          await refuse(request, 'whatsapp', 'bad_signature', forbidden(SIGNATURE_WRONG_MESSAGE));
        }
        const parsed = whatsAppWebhookSchema.safeParse(jsonOf(raw));
        if (!parsed.success) throw badRequest('The body is not a WhatsApp webhook');
        const { messages, reports } = readWhatsAppWebhook(parsed.data, whatsapp!.phoneNumberId);
        channels.receive('whatsapp', messages);
        channels.recordReports(reports);
        return RECEIVED;
      },
      { onRequest: admit('whatsapp', whatsapp !== undefined) },
    );

    await route(
      app,
      endpoints.inboundSmsEndpoint,
      async (request) => {
        const parsed = inboundSmsSchema.safeParse(jsonOf(request.body));
        if (!parsed.success) throw badRequest(INBOUND_SMS_MESSAGE);
        const { from, text, id } = parsed.data;
        if (!normalisePhoneNumber(from)) throw badRequest('from must be a phone number');
        channels.receive('sms', [{ from, providerMessageId: id, inbound: { kind: 'text', text }, asked: text }]);
        return RECEIVED;
      },
      { onRequest: withSecret('sms', sms?.webhookSecret) },
    );

    await route(
      app,
      endpoints.ussdSessionEndpoint,
      async (request, reply) => reply.type('text/plain').send(await channels.answerUssd(request.body)),
      { onRequest: withSecret('ussd', ussd?.webhookSecret) },
    );
  };
}

/**
 * /api/admin/channels: the conversations and their counts, each channel's state, and a super
 * admin's test message through a channel's provider (audited once sent, as the test e-mail is).
 */
export function adminChannelRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config, channels } = deps;
  return async (app) => {
    await route(app, endpoints.adminChannelStatesEndpoint, async () => ({
      channels: channelStates(config).map((state) => ({ ...state, settings: [...state.settings] })),
    }));

    await route(app, endpoints.adminChannelSummaryEndpoint, async () => summarizeChannels(db, config));

    await route(app, endpoints.adminListChannelMessagesEndpoint, async (request) => {
      const { messages, total } = await listChannelMessages(db, request.query);
      return { messages, pagination: paginationOf(request.query, total) };
    });

    await route(app, endpoints.adminSendChannelTestEndpoint, async (request) => {
      const { channel } = request.params;
      if (!isTestableChannel(channel)) throw conflict(USSD_NOT_TESTABLE_MESSAGE);
      const sent = await channels.sendTest(channel, request.body.to, actorOf(request).id);
      const name = CHANNEL_NAMES[channel];
      if (sent.status === 'opted_out') throw conflict(numberStoppedMessage(channel));
      if (sent.status === 'failed') throw new HttpError(502, `${name} did not take the test message: ${sent.error}`);
      await recordAudit(db, auditContextOf(request), {
        action: 'channel.test',
        targetType: 'channel_message',
        targetId: sent.turnId!,
        after: { channel, to: sent.maskedNumber, status: sent.status },
      });
      return { message: `Test message sent by ${name} to ${sent.maskedNumber}` };
    });
  };
}
