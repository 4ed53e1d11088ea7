import { fitsOneSms, toGsm7 } from '../channels/gsm7';

/**
 * "Send me your location" links: a signed-in user asks, the person who opens /r/{token} answers
 * once, with the phone's position, a ZARcode or a pin. The rules both sides read.
 */

export const LOCATION_REQUEST_NOTE_MAX_LENGTH = 280;
export const ANSWER_NOTE_MAX_LENGTH = 280;
export const EXPIRES_IN_HOURS_MIN = 1;
export const EXPIRES_IN_HOURS_MAX = 72;
export const EXPIRES_IN_HOURS_DEFAULT = 24;
/** Answers (and their requests) are deleted this long after the request expired. */
export const ANSWER_RETENTION_DAYS = 30;
/** Random bytes of a link's token: 144 bits, 24 characters in the link. */
export const LOCATION_REQUEST_TOKEN_BYTES = 18;
/** How often the requests page asks for new answers while a request is open. */
export const REQUESTS_POLL_MS = 10_000;

export const ANSWER_SOURCES = ['device', 'pin', 'zarcode'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export const REQUEST_STATUSES = ['open', 'answered', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Where a request stands: answered once it has its answer (even after it expired), else open until it expires. */
export function requestStatus(request: { answeredAt: Date | string | null; expiresAt: Date | string }, now: Date = new Date()): RequestStatus {
  if (request.answeredAt !== null) return 'answered';
  return new Date(request.expiresAt).getTime() > now.getTime() ? 'open' : 'expired';
}

export const REQUEST_LINK_INVALID_MESSAGE = 'This link is not valid. Please ask the sender for a new one.';
export const REQUEST_ALREADY_ANSWERED_MESSAGE = 'This request has already been answered. Thank you!';
export const REQUEST_EXPIRED_MESSAGE = 'This link has expired. Please ask the sender for a new one.';
export const LOCATION_REQUEST_NOT_FOUND = 'Location request not found';
export const ANSWERED_NEEDS_NO_LINK_MESSAGE = 'This request has been answered: it needs no new link.';
export const EXPIRED_NEEDS_NEW_REQUEST_MESSAGE = 'This request has expired: make a new one to ask again.';

/** The path of a request's link. */
export function requestLinkPath(token: string): string {
  return `/r/${encodeURIComponent(token)}`;
}

/** The text sent with the link on WhatsApp or SMS. */
export function requestShareText(requesterName: string, note: string | null, link: string): string {
  const why = note ? ` (${note})` : '';
  return `${requesterName} asks for your location${why}. Tap to share it: ${link}`;
}

/**
 * The text of the link sent by SMS from the server: requestShareText in the GSM alphabet, as one SMS
 * where it can be: a long note is cut short (or left out), never the link.
 */
export function requestSmsText(requesterName: string, note: string | null, link: string): string {
  const name = toGsm7(requesterName).trim();
  const whole = toGsm7(requestShareText(name, note ? toGsm7(note).trim() : null, link));
  if (fitsOneSms(whole) || !note) return whole;
  const plainNote = toGsm7(note).trim();
  for (let length = plainNote.length - 1; length >= 8; length--) {
    const cut = toGsm7(requestShareText(name, `${plainNote.slice(0, length).trimEnd()}...`, link));
    if (fitsOneSms(cut)) return cut;
  }
  return toGsm7(requestShareText(name, null, link));
}
