import type { SavedCode } from '../../domain/saved-codes/schemas';

/**
 * Saved codes kept on the device (localStorage), and how they meet the account's list when the
 * visitor is signed in. Pure: the code page's script does the reading, writing and calls.
 *
 * A code removed while the account could not be told is remembered as removed (`removed`), so that
 * the next sync takes it off the account instead of bringing it back.
 */
export interface DeviceSaved {
  codes: SavedCode[];
  removed: string[];
}

export const SAVED_CODES_KEY = 'saved_codes';
const EMPTY: DeviceSaved = { codes: [], removed: [] };

/** The device's list from its stored text; an empty one when there is none or it cannot be read. */
export function parseDeviceSaved(text: string | null): DeviceSaved {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as Partial<DeviceSaved>;
    const codes = Array.isArray(value.codes) ? value.codes.filter((code) => typeof code?.zarcode === 'string') : [];
    const removed = Array.isArray(value.removed) ? value.removed.filter((code) => typeof code === 'string') : [];
    return { codes, removed };
  } catch {
    return EMPTY;
  }
}

export const isSaved = (saved: DeviceSaved, zarcode: string) => saved.codes.some((code) => code.zarcode === zarcode);

/** Newest first. */
const byNewest = (a: SavedCode, b: SavedCode) => b.savedAt.localeCompare(a.savedAt);

export function withSaved(saved: DeviceSaved, code: SavedCode): DeviceSaved {
  return {
    codes: [code, ...saved.codes.filter((entry) => entry.zarcode !== code.zarcode)].sort(byNewest),
    removed: saved.removed.filter((zarcode) => zarcode !== code.zarcode),
  };
}

export function withoutSaved(saved: DeviceSaved, zarcode: string): DeviceSaved {
  return {
    codes: saved.codes.filter((entry) => entry.zarcode !== zarcode),
    removed: [...new Set([...saved.removed, zarcode])],
  };
}

export interface SyncPlan {
  /** Saved on the device, not yet on the account. */
  upload: string[];
  /** Removed on the device, still on the account. */
  remove: string[];
  /** The list both will hold once the calls are made (removals forgotten: the account knows them). */
  next: DeviceSaved;
}

/**
 * What to tell the account, and the list both then hold: the union of the two, less what the device
 * removed. The account's copy of a code wins (it may have changed: a title made private).
 */
export function planSync(device: DeviceSaved, account: SavedCode[]): SyncPlan {
  const onAccount = new Set(account.map((code) => code.zarcode));
  const removed = new Set(device.removed);
  const upload = device.codes.filter((code) => !onAccount.has(code.zarcode)).map((code) => code.zarcode);
  const remove = [...removed].filter((zarcode) => onAccount.has(zarcode));
  const merged = new Map<string, SavedCode>();
  for (const code of [...device.codes, ...account]) {
    if (!removed.has(code.zarcode)) merged.set(code.zarcode, code);
  }
  return { upload, remove, next: { codes: [...merged.values()].sort(byNewest), removed: [] } };
}
