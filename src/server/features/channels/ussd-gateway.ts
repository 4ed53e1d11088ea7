import type { UssdReply } from '../../../domain/channels/ussd';

/**
 * The USSD adapter, for the common session callback (Africa's Talking and the gateways that copy
 * it): form fields sessionId, serviceCode, phoneNumber and text in (domain/channels/schemas.ts), and a
 * text answer out, `CON ` before a screen that waits for input, `END ` before the last.
 */
export function ussdAnswerText(reply: UssdReply): string {
  return `${reply.isFinal ? 'END' : 'CON'} ${reply.text}`;
}

/** The provider's id of a session step: the session and everything typed in it, unique per step. */
export const ussdStepId = (sessionId: string, text: string) => `${sessionId}:${text}`;
