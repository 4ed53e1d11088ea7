import { createZarcodeBodySchema, type CreateZarcodeBody } from '../../domain/zarcode/schemas';
import { session } from '../session/session';

/**
 * The pay path of the create flow: without a bundle, the checked form is kept in local storage under
 * this key and the person goes to /payment, whose page reads it back with `readPendingZarcode`, and
 * notes the payment it starts for it (`markPendingPayment`). Local storage outlives the tab, so a
 * person who closes it at the gateway finds the form, and the payment waiting for it, when they
 * come back. It is kept for one person (the signed-in user who made it: another never sees it on a
 * shared computer) and for a day (PENDING_ZARCODE_TTL_MS), and forgotten once the code exists or
 * its payment is cancelled (`forgetPendingPayment`).
 */
export const PENDING_ZARCODE_KEY = 'pendingZarcode';

/** A day: as long as the temporary photos the form names are kept, and a payment may be resumed. */
export const PENDING_ZARCODE_TTL_MS = 24 * 60 * 60_000;

export interface PendingZarcode {
  form: CreateZarcodeBody;
  /** The payment started for this form on /payment, once there is one. */
  paymentId: string | null;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the form is kept, for whom, and when it is now: the browser's, unless a test gives its own. */
export interface KeptPlace {
  storage: StorageLike | null;
  ownerId: string | null;
  now: number;
}

/** As stored: the form with whose it is, when it was kept and the payment started for it. */
interface KeptEntry {
  form: unknown;
  ownerId: string;
  savedAt: number;
  paymentId: string | null;
}

/** Local storage, or null where there is none (private modes may refuse it). */
function localStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const here = (): KeptPlace => ({ storage: localStore(), ownerId: session.getUser()?.id ?? null, now: Date.now() });

function write(place: KeptPlace, entry: KeptEntry): boolean {
  try {
    place.storage?.setItem(PENDING_ZARCODE_KEY, JSON.stringify(entry));
    return Boolean(place.storage);
  } catch {
    return false;
  }
}

/** The stored entry when it is the signed-in person's and still fresh, else null. */
function readEntry(place: KeptPlace): KeptEntry | null {
  let raw: string | null = null;
  try {
    raw = place.storage?.getItem(PENDING_ZARCODE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw || !place.ownerId) return null;
  try {
    const entry = JSON.parse(raw) as Partial<KeptEntry> | null;
    if (!entry || entry.ownerId !== place.ownerId || typeof entry.savedAt !== 'number') return null;
    if (place.now - entry.savedAt > PENDING_ZARCODE_TTL_MS) return null;
    return { form: entry.form, ownerId: entry.ownerId, savedAt: entry.savedAt, paymentId: typeof entry.paymentId === 'string' ? entry.paymentId : null };
  } catch {
    return null;
  }
}

/** Keeps the checked form for the payment page (no payment started for it yet); false when storage refused it. */
export function savePendingZarcode(body: CreateZarcodeBody, place: KeptPlace = here()): boolean {
  if (!place.ownerId) return false;
  return write(place, { form: { ...body, useBundle: false }, ownerId: place.ownerId, savedAt: place.now, paymentId: null });
}

/**
 * The form kept for payment, checked again with the create schema (the same rules as the server),
 * with the payment started for it; null when there is none, it is someone else's or older than a
 * day, or it is not a valid form any more.
 */
export function readPendingZarcode(place: KeptPlace = here()): PendingZarcode | null {
  const entry = readEntry(place);
  if (!entry) return null;
  const parsed = createZarcodeBodySchema.safeParse(entry.form);
  return parsed.success ? { form: parsed.data, paymentId: entry.paymentId } : null;
}

/** Notes the payment started for the kept form, so that /payment offers to resume it rather than pay twice. */
export function markPendingPayment(paymentId: string, place: KeptPlace = here()): void {
  const entry = readEntry(place);
  if (entry) write(place, { ...entry, paymentId });
}

/** Forgets the kept form (after the code was created, or when the person starts over). */
export function clearPendingZarcode(place: KeptPlace = here()): void {
  try {
    place.storage?.removeItem(PENDING_ZARCODE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Forgets the kept form if it is the one `paymentId` was started for (that payment was granted or cancelled). */
export function forgetPendingPayment(paymentId: string, place: KeptPlace = here()): void {
  if (readEntry(place)?.paymentId === paymentId) clearPendingZarcode(place);
}
