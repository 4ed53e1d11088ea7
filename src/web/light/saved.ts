import type { SavedCode, SavedCodeReply, SavedCodesReply } from '../../domain/saved-codes/schemas';
import { SAVED_CODES_KEY, parseDeviceSaved, planSync, withSaved, withoutSaved, type DeviceSaved } from '../lib/saved-codes';
import { callApi } from './stored-session';

/** The saved codes of this device (localStorage), read and written whole. */
export function readDeviceSaved(): DeviceSaved {
  try {
    return parseDeviceSaved(localStorage.getItem(SAVED_CODES_KEY));
  } catch {
    return parseDeviceSaved(null);
  }
}

function writeDeviceSaved(saved: DeviceSaved): void {
  try {
    localStorage.setItem(SAVED_CODES_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or refused (private mode): the star works for this visit only.
  }
}

const savedPath = (zarcode: string) => `/saved-codes/${encodeURIComponent(zarcode)}`;

/** Saves a code on the device, and on the account when signed in (a failure is synced later). */
export async function saveCode(code: SavedCode, token: string | null): Promise<void> {
  writeDeviceSaved(withSaved(readDeviceSaved(), code));
  if (token) await callApi<SavedCodeReply>(savedPath(code.zarcode), token, 'PUT');
}

export async function unsaveCode(zarcode: string, token: string | null): Promise<void> {
  const saved = withoutSaved(readDeviceSaved(), zarcode);
  writeDeviceSaved(saved);
  if (token && (await callApi(savedPath(zarcode), token, 'DELETE'))) {
    writeDeviceSaved({ ...readDeviceSaved(), removed: readDeviceSaved().removed.filter((code) => code !== zarcode) });
  }
}

/**
 * Brings the device and the account to the same list (lib/saved-codes.ts planSync); the device's list
 * stays as it was when the account cannot be reached.
 */
export async function syncSavedCodes(token: string): Promise<DeviceSaved> {
  const account = await callApi<SavedCodesReply>('/saved-codes', token);
  if (!account) return readDeviceSaved();
  const plan = planSync(readDeviceSaved(), account.savedCodes);
  const results = await Promise.all([
    ...plan.upload.map((zarcode) => callApi(savedPath(zarcode), token, 'PUT')),
    ...plan.remove.map((zarcode) => callApi(savedPath(zarcode), token, 'DELETE')),
  ]);
  // Anything not done stays on the device's side, to be tried at the next sync.
  const failedRemovals = plan.remove.filter((_, index) => results[plan.upload.length + index] === null);
  const next = { codes: plan.next.codes, removed: failedRemovals };
  writeDeviceSaved(next);
  return next;
}
