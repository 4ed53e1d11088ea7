import { PRODUCT_NAME } from '../brand';

/*
 * Change requests (docs/rules.md#states): an owner asks to move a code,
 * an admin approves or rejects, and an approval opens a 24-hour window in which the owner may move
 * the marker. Pure rules shared by the server (which enforces them) and the web (which shows them).
 */

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'applied'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/**
 * What a request is at a given moment: its stored status, except that an approved request whose
 * window has passed is 'expired' (it is never stored as such: time alone makes it so).
 */
export const CHANGE_REQUEST_STATES = ['pending', 'approved', 'expired', 'rejected', 'applied'] as const;
export type ChangeRequestState = (typeof CHANGE_REQUEST_STATES)[number];

/** What the admin list filters by: every state, or all of them. */
export const CHANGE_REQUEST_FILTERS = ['pending', 'approved', 'expired', 'rejected', 'applied', 'all'] as const;
export type ChangeRequestFilter = (typeof CHANGE_REQUEST_FILTERS)[number];
export const ADMIN_CHANGE_REQUESTS_PAGE_SIZE = 20;

/** The edit window after an approval: 24 hours from approvedAt. */
export const CHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const REASON_MAX_LENGTH = 1000;
export const NOTE_MAX_LENGTH = 1000;

/** The words for a blank reason. */
export const REASON_REQUIRED_MESSAGE = 'Please provide a reason for the change request.';
export const REASON_TOO_LONG_MESSAGE = `The reason must be at most ${REASON_MAX_LENGTH} characters.`;
export const NOTE_REQUIRED_MESSAGE = 'Please give the owner a note saying why the request is rejected.';
export const NOTE_TOO_LONG_MESSAGE = `The note must be at most ${NOTE_MAX_LENGTH} characters.`;
export const OPEN_REQUEST_MESSAGE = `This ${PRODUCT_NAME} already has an open change request. Please wait for it to be decided, or use the approved window to move it.`;
export const NOT_PENDING_MESSAGE = 'Only a pending change request can be approved or rejected.';
export const CHANGE_REQUEST_NOT_FOUND = 'Change request not found';
/** A move by anyone but the owner in an approved window (409: a 403 would sign the web user out). */
export const MOVE_REFUSED_MESSAGE = `The location of a ${PRODUCT_NAME} cannot be changed directly. Please request a change and an admin will review it.`;

type Moment = Date | string;
const timeOf = (moment: Moment) => (typeof moment === 'string' ? Date.parse(moment) : moment.getTime());

interface RequestTimes {
  status: ChangeRequestStatus;
  approvedAt: Moment | null;
}

/** When an approved request's window closes (approvedAt + 24 h), or null before approval. */
export function windowEndsAt(request: Pick<RequestTimes, 'approvedAt'>): Date | null {
  return request.approvedAt === null ? null : new Date(timeOf(request.approvedAt) + CHANGE_WINDOW_MS);
}

/** Approved, and less than 24 hours ago: the owner may move the code now. */
export function isWindowOpen(request: RequestTimes, now: Date = new Date()): boolean {
  const ends = windowEndsAt(request);
  return request.status === 'approved' && ends !== null && now.getTime() < ends.getTime();
}

/** A request that still holds its code: pending, or approved with its window open. */
export function isRequestOpen(request: RequestTimes, now: Date = new Date()): boolean {
  return request.status === 'pending' || isWindowOpen(request, now);
}

/** The request as it is now: its status, or 'expired' for an approval whose window has passed. */
export function requestState(request: RequestTimes, now: Date = new Date()): ChangeRequestState {
  if (request.status === 'approved' && !isWindowOpen(request, now)) return 'expired';
  return request.status;
}

/** A dashboard notice shows until it is dismissed or, for an approval, its window has passed. */
export function isNoticeVisible(request: RequestTimes & { dismissedAt: Moment | null }, now: Date = new Date()): boolean {
  return request.dismissedAt === null && requestState(request, now) !== 'expired';
}

/** Milliseconds left in the window (0 when closed or never opened). */
export function windowTimeLeftMs(request: RequestTimes, now: Date = new Date()): number {
  const ends = windowEndsAt(request);
  if (!isWindowOpen(request, now) || ends === null) return 0;
  return ends.getTime() - now.getTime();
}

/** "23 h 59 min left", "5 min left", "less than a minute left": what an owner or admin reads. */
export function timeLeftText(ms: number): string {
  if (ms <= 0) return 'no time left';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}
