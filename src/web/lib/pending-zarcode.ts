import { createZarcodeBodySchema, type CreateZarcodeBody } from '../../domain/zarcode/schemas';

/**
 * The pay path of the create flow: without a bundle, the checked form is kept
 * in session storage under this key and the person goes to /payment, whose page reads it back with
 * `readPendingZarcode` and, once the code exists, calls `clearPendingZarcode`. Session storage ends
 * with the tab, so a half-finished form never outlives the visit.
 */
export const PENDING_ZARCODE_KEY = 'pendingZarcode';

export type PendingZarcode = CreateZarcodeBody;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where there is none (private modes may refuse it). */
function sessionStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the checked form for the payment page; false when storage refused it. */
export function savePendingZarcode(body: PendingZarcode, storage: StorageLike | null = sessionStore()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PENDING_ZARCODE_KEY, JSON.stringify({ ...body, useBundle: false }));
    return true;
  } catch {
    return false;
  }
}

/**
 * The form kept for payment, checked again with the create schema (the same rules as the server), or
 * null when there is none or it is not a valid form any more.
 */
export function readPendingZarcode(storage: StorageLike | null = sessionStore()): PendingZarcode | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PENDING_ZARCODE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = createZarcodeBodySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the kept form (after the code was created, or when the person starts over). */
export function clearPendingZarcode(storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(PENDING_ZARCODE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
