import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AreaCodeRow } from '../../domain/field/field';
import type { OfflineAreaKind, OfflineAreaReply } from '../../domain/field/schemas';

/**
 * Areas kept on this phone (IndexedDB): a town's or a creator's public codes, so that the offline
 * page can search them and show their code pages with no connection. Map tiles are not kept: the
 * maps apps' own offline maps do that far better. Used by the web app (keep, refresh, remove) and
 * by the server pages' script (search, code pages, "Where am I?").
 */
export interface KeptArea {
  /** 'place:langa-wc', 'creator:karoo-stands'. */
  id: string;
  kind: OfflineAreaKind;
  key: string;
  name: string;
  /** ISO time it was saved or last refreshed. */
  savedAt: string;
  isComplete: boolean;
  codes: AreaCodeRow[];
}

interface KeptAreasDb extends DBSchema {
  areas: { key: string; value: KeptArea };
}

const DB_NAME = 'zarcode-offline-areas';
let opened: Promise<IDBPDatabase<KeptAreasDb>> | null = null;
const database = () => (opened ??= openDB<KeptAreasDb>(DB_NAME, 1, { upgrade: (db) => void db.createObjectStore('areas', { keyPath: 'id' }) }));

export const areaId = (kind: OfflineAreaKind, key: string) => `${kind}:${key}`;

/** The area as kept from the server's answer, stamped now. */
export function keptAreaOf(reply: OfflineAreaReply, now = new Date()): KeptArea {
  return { id: areaId(reply.area.kind, reply.area.key), ...reply.area, savedAt: now.toISOString(), isComplete: reply.isComplete, codes: reply.codes };
}

/** Every kept area, newest first; none when IndexedDB is unavailable (private mode on some phones). */
export async function listKeptAreas(): Promise<KeptArea[]> {
  try {
    const areas = await (await database()).getAll('areas');
    return areas.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  } catch {
    return [];
  }
}

export async function findKeptArea(id: string): Promise<KeptArea | null> {
  try {
    return (await (await database()).get('areas', id)) ?? null;
  } catch {
    return null;
  }
}

export async function keepArea(area: KeptArea): Promise<void> {
  await (await database()).put('areas', area);
}

export async function removeKeptArea(id: string): Promise<void> {
  await (await database()).delete('areas', id);
}

/** The codes of every kept area, each once. */
export async function keptCodeRows(): Promise<AreaCodeRow[]> {
  const rows = new Map<string, AreaCodeRow>();
  for (const area of await listKeptAreas()) for (const row of area.codes) rows.set(row[0], row);
  return [...rows.values()];
}

/** The endpoint path of an area (its refresh). */
export const areaPath = (kind: OfflineAreaKind, key: string) =>
  `/api/field/areas/${kind === 'place' ? 'places' : 'creators'}/${encodeURIComponent(key)}`;
