import { createHmac } from 'node:crypto';

/**
 * Meta's WhatsApp webhook calls as Meta makes them: bodies and their signature. Free of any test
 * runner, for the API tests and the browser tests alike.
 */

/** Meta's X-Hub-Signature-256 of a body: written here again from Meta's documentation, not taken from the app. */
export function metaSignature(body: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;
}

let wamidCounter = 0;

/** A webhook body as Meta posts it for one message to our number (text, or a location pin). */
export function whatsAppMessageBody(
  phoneNumberId: string,
  from: string,
  message: { text: string } | { latitude: number; longitude: number } | { type: string },
  id = `wamid.in${++wamidCounter}-${Date.now()}`,
): { body: string; id: string } {
  const content =
    'text' in message
      ? { type: 'text', text: { body: message.text } }
      : 'latitude' in message
        ? { type: 'location', location: { latitude: message.latitude, longitude: message.longitude } }
        : { type: message.type, [message.type]: { id: 'media-1', mime_type: 'image/jpeg' } };
  const body = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '27600000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Thandi' }, wa_id: from }],
              messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...content }],
            },
          },
        ],
      },
    ],
  };
  return { body: JSON.stringify(body), id };
}

/** A webhook body as Meta posts delivery reports. */
export function whatsAppStatusBody(phoneNumberId: string, statuses: Array<{ id: string; status: string; error?: string; recipient?: string }>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '27600000000', phone_number_id: phoneNumberId },
              statuses: statuses.map(({ id, status, error, recipient = '27821234567' }) => ({
                id,
                status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: recipient,
                ...(error ? { errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: error } }] } : {}),
              })),
            },
          },
        ],
      },
    ],
  });
}
