import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import {
  channelOffMessage,
  MESSAGES_PER_NUMBER,
  NEARBY_CODES_MAX,
  NEARBY_RADIUS_METERS,
  NUMBER_OPTED_OUT_MESSAGE,
  REQUEST_SMS_PER_NUMBER,
  REQUEST_SMS_PER_USER,
  SMS_OFF_MESSAGE,
  testMessageText,
  tooManySmsMessage,
  type TestableChannel,
  type TurnKind,
  type TurnOrigin,
} from '../../../domain/channels/channels';
import { readCommand } from '../../../domain/channels/commands';
import { channelCodeOf, converse, nearbyCodeOf, type ConversationPorts, type Turn } from '../../../domain/channels/conversation';
import { maskPhoneNumber, maskPhoneNumberIn, normalisePhoneNumber } from '../../../domain/channels/phone-numbers';
import { smsReply, whatsAppReply, type WhatsAppMessage } from '../../../domain/channels/replies';
import type { UssdCallback } from '../../../domain/channels/schemas';
import { readUssdSession, ussdFinalScreen, ussdPrompt, type UssdReply } from '../../../domain/channels/ussd';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/i18n/languages';
import { normaliseCode } from '../../../domain/zarcode/zarcode';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest, conflict, HttpError, serviceUnavailable } from '../../errors';
import { translator } from '../../pages/i18n';
import { countChannelMessage } from '../../infra/metrics';
import { limitNameOf, limitReached, type RateLimitStore } from '../../plugins/rate-limits';
import {
  findZarcodeByTypedCode,
  listCodeSuggestions,
  nearestPublicCodes,
  presentZarcodeWithAccess,
  SUGGESTIONS_RATE_LIMIT,
  suggestionsLimitKey,
  zarcodeAccess,
  type CodeLookupLimit,
  type ViewCounter,
} from '../zarcodes';
import type { ReceivedMessage, SendResult } from './adapter';
import { createSmsSender } from './sms-aggregator';
import { ussdAnswerText, ussdStepId } from './ussd-gateway';
import { createWhatsAppSender, type StatusReport } from './whatsapp-cloud';
import { createNumberHasher, finishTurn, findTurn, readContact, startTurn, touchContact, updateContact, updateDeliveryStatus } from './records';

export interface ChannelServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'channels'>;
  logger: Logger;
  rateLimits: RateLimitStore;
  codeLookups: CodeLookupLimit;
  viewCounter: ViewCounter;
}

/** A text the server sends on its own: a USSD lookup's map link, a location request's link, a test message. */
export interface OwnMessage {
  /** E.164. */
  to: string;
  text: string;
  origin: Exclude<TurnOrigin, 'inbound'>;
  kind: TurnKind;
  language: Language;
  /** Who had it sent, when someone did. */
  userId?: string | null;
}

/** How a message of the server's own went: the turn recording it, and the provider's refusal if any. */
export interface OwnMessageSent {
  status: 'sent' | 'failed' | 'opted_out';
  maskedNumber: string;
  /** The turn that records it; null when nothing was sent (opted out). */
  turnId: string | null;
  error: string | null;
}

/** The conversations on WhatsApp, by SMS and by USSD, and the SMS the server sends on its own. */
export interface ChannelService {
  /**
   * Answers messages received on WhatsApp or by SMS, each once (a provider's retry is recognised by
   * its message id), after the webhook has been answered: the work goes on in the background.
   */
  receive(channel: 'whatsapp' | 'sms', messages: readonly ReceivedMessage[]): void;
  /** Records WhatsApp's delivery reports on the turns that sent those messages. */
  recordReports(reports: readonly StatusReport[]): void;
  /** The next screen of a USSD session (`CON ...` or `END ...`). */
  answerUssd(callback: UssdCallback): Promise<string>;
  /**
   * Before the server sends `to` an SMS for `userId`: 503 when SMS is not set up, 409 when the number
   * asked us to STOP, 429 past the limits per requester and per number (each check counted).
   */
  admitOwnSms(to: string, userId: string): Promise<void>;
  /** Sends an SMS of the server's own, recorded: 'sent', 'failed', or 'opted_out' (nothing sent). */
  sendOwnSms(sms: OwnMessage): Promise<OwnMessageSent>;
  /**
   * A super admin's test message on WhatsApp or SMS, recorded with the conversations (origin
   * 'test'): 503 while the channel is off; 'opted_out' (nothing sent) for a number that sent STOP.
   */
  sendTest(channel: TestableChannel, to: string, userId: string): Promise<OwnMessageSent>;
  /** Resolves once the work in the background (answers, reports, SMS) is done. */
  settled(): Promise<void>;
}

const MINUTE_MS = 60_000;
/** How long a delivery report about a message not recorded yet waits before it is tried again, once. */
const REPORT_RETRY_MS = 3_000;

export function createChannelService(deps: ChannelServiceDeps): ChannelService {
  const { db, config, logger, rateLimits, codeLookups } = deps;
  const { publicUrl } = config;
  const hashNumber = createNumberHasher(db);
  const whatsApp = config.channels.whatsapp ? createWhatsAppSender(config.channels.whatsapp) : null;
  const sms = config.channels.sms ? createSmsSender(config.channels.sms) : null;
  const pending = new Set<Promise<unknown>>();

  /** Work that goes on after the answer has left: kept until done, its failure logged. */
  function inBackground(work: () => Promise<unknown>, what: string) {
    const running = work()
      .catch((error: unknown) => logger.error({ err: error }, `channels: ${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /** The conversation's ports for one number: its lookups count against the code lookup limit by its hash. */
  function portsFor(numberHash: string): ConversationPorts {
    const caller = `number:${numberHash}`;
    return {
      async lookUpCode(typed) {
        let row;
        try {
          row = await codeLookups.resolve(caller, typed, (text) => findZarcodeByTypedCode(db, text));
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 429) {
            return { status: 'refused', retryAfterMinutes: Math.ceil(Number(error.headers['retry-after']) / 60) };
          }
          throw error;
        }
        if (row) {
          // What the public page shows a visitor who holds the code, and a visit like one.
          const access = zarcodeAccess(null, row);
          if (access.isCountedAsView) deps.viewCounter.record(row.id);
          return { status: 'found', code: channelCodeOf(presentZarcodeWithAccess(row, access), publicUrl) };
        }
        // "Did you mean", under the same limit as the web's, counted by the number.
        const { hits } = await rateLimits.hit(suggestionsLimitKey(caller), SUGGESTIONS_RATE_LIMIT.windowMinutes * MINUTE_MS);
        const suggestions = hits <= SUGGESTIONS_RATE_LIMIT.max ? await listCodeSuggestions(db, typed) : [];
        return { status: 'not_found', shown: normaliseCode(typed) ?? typed.toUpperCase(), suggestions };
      },
      async listNearby(point) {
        const [found = []] = await nearestPublicCodes(db, [point], NEARBY_RADIUS_METERS, NEARBY_CODES_MAX);
        return found.map(({ row, distanceMeters }) => nearbyCodeOf(row, distanceMeters, publicUrl));
      },
    };
  }

  /** Counts a message of a number on a channel: null within the limit, else the minutes left and whether this is the first past it. */
  async function countMessage(channel: string, numberHash: string): Promise<{ minutes: number; isFirstPast: boolean } | null> {
    const { hits, resetInMs } = await rateLimits.hit(`channel-messages:${channel}:number:${numberHash}`, MESSAGES_PER_NUMBER.windowMinutes * MINUTE_MS);
    if (hits <= MESSAGES_PER_NUMBER.max) return null;
    return { minutes: Math.max(1, Math.ceil(resetInMs / MINUTE_MS)), isFirstPast: hits === MESSAGES_PER_NUMBER.max + 1 };
  }

  async function send(channel: 'whatsapp' | 'sms', to: string, turn: Turn): Promise<{ answered: string; result: SendResult }> {
    const t = translator(turn.language);
    if (channel === 'whatsapp') {
      const messages = whatsAppReply(t, turn.answer);
      return { answered: messages.map(describeWhatsApp).join('\n'), result: await whatsApp!(to, messages) };
    }
    const text = smsReply(t, turn.answer);
    return { answered: text, result: await sms!(to, text) };
  }

  async function answerMessage(channel: 'whatsapp' | 'sms', message: ReceivedMessage): Promise<void> {
    const number = normalisePhoneNumber(message.from);
    if (!number) {
      logger.warn({ channel }, 'channels: a message from something that is not a phone number was left unanswered');
      return;
    }
    const numberHash = await hashNumber(number);
    const turnId = await startTurn(db, {
      channel,
      origin: 'inbound',
      providerMessageId: message.providerMessageId,
      numberHash,
      phoneNumber: number,
      maskedNumber: maskPhoneNumber(number),
      kind: 'unknown',
      asked: message.asked.slice(0, 2000),
      language: DEFAULT_LANGUAGE,
    });
    if (!turnId) return;
    try {
      const contact = await touchContact(db, channel, numberHash);
      const isStop = readCommand(message.inbound).kind === 'stop';
      // STOP holds until the number writes again: any other message brings it back.
      if (isStop) await updateContact(db, channel, numberHash, { optedOutAt: new Date() });
      else if (contact.isOptedOut) await updateContact(db, channel, numberHash, { optedOutAt: null });
      const pastLimit = await countMessage(channel, numberHash);
      // Past the limit a number is told once when it may write again; then it is not answered.
      if (pastLimit && (!pastLimit.isFirstPast || isStop)) {
        await finishTurn(db, turnId, { kind: 'limited', status: 'not_sent' });
        return;
      }
      const language = contact.language ?? DEFAULT_LANGUAGE;
      const turn: Turn = pastLimit
        ? { kind: 'limited', answer: { kind: 'too_many_messages', minutes: pastLimit.minutes }, language, chosenLanguage: null }
        : await converse(message.inbound, contact.language, portsFor(numberHash), publicUrl);
      if (turn.chosenLanguage) await updateContact(db, channel, numberHash, { language: turn.chosenLanguage });
      const { answered, result } = await send(channel, number, turn);
      const error = result.error && maskPhoneNumberIn(result.error, number);
      await finishTurn(db, turnId, {
        kind: turn.kind,
        language: turn.language,
        answered,
        status: error ? 'failed' : 'sent',
        error,
        replyMessageIds: result.ids,
      });
      countChannelMessage(channel, error ? 'failed' : 'sent');
      if (error) logger.warn({ channel, error }, 'channels: an answer could not be sent');
    } catch (error) {
      await finishTurn(db, turnId, { status: 'failed', error: 'The answer could not be made (see the server log)' });
      throw error;
    }
  }

  async function admitOwnSms(to: string, userId: string): Promise<void> {
    if (!sms) throw serviceUnavailable(SMS_OFF_MESSAGE);
    const numberHash = await hashNumber(to);
    if ((await readContact(db, 'sms', numberHash)).isOptedOut) throw conflict(NUMBER_OPTED_OUT_MESSAGE);
    for (const [key, limit] of [
      [`own-sms:user:${userId}`, REQUEST_SMS_PER_USER],
      [`own-sms:number:${numberHash}`, REQUEST_SMS_PER_NUMBER],
    ] as const) {
      const { hits, resetInMs } = await rateLimits.hit(key, limit.windowMinutes * MINUTE_MS);
      if (hits > limit.max) throw limitReached(limitNameOf(key), resetInMs, tooManySmsMessage);
    }
  }

  /** Sends a text of the server's own on WhatsApp or by SMS, recorded as a turn; nothing to a number that sent STOP there. */
  async function sendOwnText(channel: TestableChannel, own: OwnMessage): Promise<OwnMessageSent> {
    const send = channel === 'whatsapp' ? whatsApp && ((to: string, text: string) => whatsApp(to, [{ type: 'text', body: text }])) : sms;
    if (!send) throw serviceUnavailable(channel === 'sms' ? SMS_OFF_MESSAGE : channelOffMessage(channel));
    const numberHash = await hashNumber(own.to);
    const maskedNumber = maskPhoneNumber(own.to);
    if ((await readContact(db, channel, numberHash)).isOptedOut) return { status: 'opted_out', maskedNumber, turnId: null, error: null };
    const turnId = (await startTurn(db, {
      channel,
      origin: own.origin,
      providerMessageId: null,
      numberHash,
      phoneNumber: own.to,
      maskedNumber,
      kind: own.kind,
      asked: null,
      language: own.language,
      userId: own.userId ?? null,
    }))!;
    const result = await send(own.to, own.text);
    const error = result.error && maskPhoneNumberIn(result.error, own.to);
    await finishTurn(db, turnId, { answered: own.text, status: error ? 'failed' : 'sent', error, replyMessageIds: result.ids });
    countChannelMessage(channel, error ? 'failed' : 'sent');
    if (error) logger.warn({ channel, error }, 'channels: a message of our own could not be sent');
    return { status: error ? 'failed' : 'sent', maskedNumber, turnId, error };
  }

  const sendOwnSms = (own: OwnMessage) => sendOwnText('sms', own);

  async function answerUssd(callback: UssdCallback): Promise<string> {
    const number = normalisePhoneNumber(callback.phoneNumber);
    if (!number) throw badRequest('phoneNumber must be a phone number');
    const numberHash = await hashNumber(number);
    const stepId = ussdStepId(callback.sessionId, callback.text);
    const session = readUssdSession(callback.text);
    const turnId = await startTurn(db, {
      channel: 'ussd',
      origin: 'inbound',
      providerMessageId: stepId,
      numberHash,
      phoneNumber: number,
      maskedNumber: maskPhoneNumber(number),
      kind: 'menu',
      asked: (callback.text === '' ? callback.serviceCode || '(dialled)' : session.lastInput).slice(0, 200),
      language: DEFAULT_LANGUAGE,
    });
    if (!turnId) {
      // The gateway asked again for a step answered already: the same screen.
      const earlier = await findTurn(db, 'ussd', stepId);
      return earlier?.answered ?? ussdAnswerText({ text: translator(DEFAULT_LANGUAGE)('channels:tryAgain'), isFinal: true });
    }
    const contact = await touchContact(db, 'ussd', numberHash);
    if (session.chosenLanguage) await updateContact(db, 'ussd', numberHash, { language: session.chosenLanguage });
    const language = session.chosenLanguage ?? contact.language ?? DEFAULT_LANGUAGE;
    const t = translator(language);
    let kind: TurnKind;
    let reply: UssdReply;
    try {
      const pastLimit = await countMessage('ussd', numberHash);
      const { screen } = session;
      if (pastLimit) {
        kind = 'limited';
        reply = ussdFinalScreen(t, { kind: 'too_many_messages', minutes: pastLimit.minutes }, false);
      } else if (screen.kind === 'lookup') {
        kind = 'code';
        const turn = await converse({ kind: 'text', text: screen.typed }, language, portsFor(numberHash), publicUrl);
        const isSmsSent = turn.answer.kind === 'code' && sms !== null && !(await readContact(db, 'sms', numberHash)).isOptedOut;
        if (isSmsSent) {
          const text = smsReply(t, turn.answer);
          inBackground(() => sendOwnSms({ to: number, text, origin: 'ussd', kind: 'code', language }), 'the map link of a USSD lookup');
        }
        reply = ussdFinalScreen(t, turn.answer, isSmsSent);
      } else if (screen.kind === 'help') {
        kind = 'help';
        reply = ussdFinalScreen(t, { kind: 'help', isUnknown: false }, false);
      } else {
        kind = session.chosenLanguage ? 'language' : 'menu';
        reply = ussdPrompt(t, screen);
      }
    } catch (error) {
      logger.error({ err: error }, 'channels: a USSD step could not be answered');
      kind = 'unknown';
      reply = { text: t('channels:tryAgain'), isFinal: true };
    }
    const answered = ussdAnswerText(reply);
    await finishTurn(db, turnId, { kind, language, answered, status: 'answered' });
    countChannelMessage('ussd', 'sent');
    return answered;
  }

  return {
    receive(channel, messages) {
      for (const message of messages) inBackground(() => answerMessage(channel, message), `the answer to a ${channel} message`);
    },
    recordReports(reports) {
      for (const report of reports) {
        inBackground(async () => {
          const update = () => updateDeliveryStatus(db, report.replyMessageId, report.status, report.error);
          if ((await update()) !== 'unknown') return;
          // A report may overtake the record of its message: WhatsApp can report the text sent while
          // the location message after it is still being sent, before the turn holds their ids.
          await sleep(REPORT_RETRY_MS);
          await update();
        }, 'a delivery report');
      }
    },
    answerUssd,
    admitOwnSms,
    sendOwnSms,
    async sendTest(channel, to, userId) {
      if (!(channel === 'whatsapp' ? whatsApp : sms)) throw serviceUnavailable(channelOffMessage(channel));
      return sendOwnText(channel, { to, text: testMessageText(channel), origin: 'test', kind: 'test', language: DEFAULT_LANGUAGE, userId });
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** A WhatsApp message as staff read it in the conversation's record. */
function describeWhatsApp(message: WhatsAppMessage): string {
  return message.type === 'text' ? message.body : `[location ${message.latitude}, ${message.longitude}] ${message.name}`;
}
