import { z } from 'zod';
import { oneLine } from '../api/schemas';

/**
 * What the providers send us and what we answer them. A provider's payload holds far more than we
 * read (and changes as the provider adds to it), so these read what we need and let the rest be.
 */

/** GET /api/channels/whatsapp: Meta's check that the webhook is ours. */
export const whatsAppVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(1000).optional(),
  'hub.challenge': z.string().max(1000).optional(),
});

/** A message in Meta's webhook: text, a location pin, or anything else (a photo, a voice note...). */
const whatsAppMessageSchema = z.looseObject({
  id: z.string().min(1),
  from: z.string().min(1),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }).optional(),
  button: z.looseObject({ text: z.string() }).optional(),
});

/** A delivery report in Meta's webhook: what became of a message we sent. */
const whatsAppStatusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  /** The number the message went to, without '+'. */
  recipient_id: z.string().optional(),
  errors: z
    .array(z.looseObject({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional(), error_data: z.looseObject({ details: z.string().optional() }).optional() }))
    .optional(),
});

/** POST /api/channels/whatsapp: Meta's webhook body (object whatsapp_business_account), once its signature is checked. */
export const whatsAppWebhookSchema = z.looseObject({
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().optional(),
              value: z
                .looseObject({
                  metadata: z.looseObject({ phone_number_id: z.string().optional() }).optional(),
                  messages: z.array(whatsAppMessageSchema).optional(),
                  statuses: z.array(whatsAppStatusSchema).optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

/**
 * POST /api/channels/sms: an aggregator's inbound SMS, form-encoded or JSON: the sender (`from`,
 * also read as `sender`, `msisdn` or `phoneNumber`), the text (`text`, `message` or `body`) and the
 * aggregator's id of the message (`id`, `messageId` or `message_id`).
 */
export const inboundSmsSchema = z
  .looseObject({
    from: z.string().optional(),
    sender: z.string().optional(),
    msisdn: z.string().optional(),
    phoneNumber: z.string().optional(),
    text: z.string().optional(),
    message: z.string().optional(),
    body: z.string().optional(),
    id: z.union([z.string(), z.number()]).optional(),
    messageId: z.union([z.string(), z.number()]).optional(),
    message_id: z.union([z.string(), z.number()]).optional(),
  })
  .transform((sms, ctx) => {
    const from = sms.from ?? sms.sender ?? sms.msisdn ?? sms.phoneNumber;
    const text = sms.text ?? sms.message ?? sms.body;
    const id = sms.id ?? sms.messageId ?? sms.message_id;
    if (!from || text === undefined || id === undefined || String(id).trim() === '') {
      ctx.issues.push({ code: 'custom', message: INBOUND_SMS_MESSAGE, input: sms });
      return z.NEVER;
    }
    return { from, text: text.slice(0, 2000), id: String(id).slice(0, 200) };
  });
export type InboundSms = z.output<typeof inboundSmsSchema>;
export const INBOUND_SMS_MESSAGE = 'An inbound SMS needs the sender (from), the text (text) and the message id (id)';

/**
 * POST /api/channels/ussd: the common USSD session callback, form-encoded: the session, the code
 * dialled, the caller, and everything typed in the session, the choices joined by '*'.
 */
export const ussdCallbackSchema = z.object({
  sessionId: oneLine(z.string({ error: 'sessionId is required' }).trim().min(1, { error: 'sessionId is required' }).max(200), 'sessionId'),
  serviceCode: oneLine(z.string().max(50), 'serviceCode').default(''),
  phoneNumber: oneLine(z.string({ error: 'phoneNumber is required' }).max(30), 'phoneNumber'),
  text: oneLine(z.string().max(1000), 'text').default(''),
});
export type UssdCallback = z.output<typeof ussdCallbackSchema>;

/** The USSD answer: `CON ` and a screen that waits for input, or `END ` and the last one. */
export const ussdReplySchema = z.string();
/** Meta's verification is answered with its challenge, as text. */
export const whatsAppChallengeReplySchema = z.string();
