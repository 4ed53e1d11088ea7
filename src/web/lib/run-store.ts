import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StopState } from '../../domain/runs/runs';
import type { Run, RunStatesReply, RunStop, StopChange } from '../../domain/runs/schemas';

/**
 * The runs kept on this phone (IndexedDB): everything a run's stops need to be worked with no signal
 * (place, access details, state), and the changes not yet sent to the server. A run only on the
 * phone (an anonymous courier's) has no server to tell; a signed-in courier's run and a run opened
 * by a courier's link are sent their changes when there is signal (lib/run-sync.ts).
 */

/** Where a run lives besides the phone: nowhere, the courier's account, or behind a courier's link. */
export type RunHome = 'phone' | 'account' | 'link';

export interface PhoneRun {
  /** The server's id (account and link runs), or one made on the phone. */
  id: string;
  home: RunHome;
  /** A courier's link's token, for a run opened by one. */
  token: string | null;
  name: string | null;
  createdAt: string;
  /** In the order to drive them. */
  stops: RunStop[];
  /** Changes the server has not had yet: each stop's latest, and the order once stops were moved. */
  unsent: { stops: StopChange[]; order: string[] | null };
  isShared: boolean;
}

interface RunsDb extends DBSchema {
  runs: { key: string; value: PhoneRun };
}

const DB_NAME = 'zarcode-runs';
let opened: Promise<IDBPDatabase<RunsDb>> | null = null;
const database = () => (opened ??= openDB<RunsDb>(DB_NAME, 1, { upgrade: (db) => void db.createObjectStore('runs', { keyPath: 'id' }) }));

type Listener = (id: string) => void;
const listeners = new Set<Listener>();

/** Called with a run's id whenever it changes on this phone (from any page of this tab). */
export function onRunChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = (id: string) => listeners.forEach((listener) => listener(id));

/** The runs on this phone, newest first. */
export async function listPhoneRuns(): Promise<PhoneRun[]> {
  const runs = await (await database()).getAll('runs');
  return runs.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getPhoneRun(id: string): Promise<PhoneRun | null> {
  return (await (await database()).get('runs', id)) ?? null;
}

/** Keeps a run as the server answered it (made, or opened), with nothing unsent. */
export async function keepServerRun(run: Run, home: Exclude<RunHome, 'phone'>, token: string | null = null): Promise<PhoneRun> {
  const kept: PhoneRun = { id: run.id, home, token, name: run.name, createdAt: run.createdAt, stops: run.stops, unsent: { stops: [], order: null }, isShared: run.isShared };
  await (await database()).put('runs', kept);
  changed(kept.id);
  return kept;
}

/** Keeps a run made on this phone only. */
export async function keepPhoneRun(name: string | null, stops: RunStop[]): Promise<PhoneRun> {
  const kept: PhoneRun = { id: crypto.randomUUID(), home: 'phone', token: null, name, createdAt: new Date().toISOString(), stops, unsent: { stops: [], order: null }, isShared: false };
  await (await database()).put('runs', kept);
  changed(kept.id);
  return kept;
}

export async function deletePhoneRun(id: string): Promise<void> {
  await (await database()).delete('runs', id);
  changed(id);
}

/** Reads, changes and writes one run in one transaction, so that two quick taps never lose one. */
async function updateRun(id: string, change: (run: PhoneRun) => PhoneRun): Promise<PhoneRun | null> {
  const tx = (await database()).transaction('runs', 'readwrite');
  const run = await tx.store.get(id);
  const updated = run ? change(run) : null;
  if (updated) await tx.store.put(updated);
  await tx.done;
  if (updated) changed(id);
  return updated;
}

/** Marks a stop done, failed or pending again, now; queued for the server when the run has one. */
export function markStop(id: string, zarcode: string, state: StopState, at = new Date().toISOString()): Promise<PhoneRun | null> {
  return updateRun(id, (run) => ({
    ...run,
    stops: run.stops.map((stop) => (stop.zarcode === zarcode ? { ...stop, state, stateAt: state === 'pending' ? null : at } : stop)),
    unsent: run.home === 'phone' ? run.unsent : { ...run.unsent, stops: [...run.unsent.stops.filter((change) => change.zarcode !== zarcode), { zarcode, state, at }] },
  }));
}

/** Puts the stops in this order (codes); queued for the server when the run has one. */
export function reorderStops(id: string, order: readonly string[]): Promise<PhoneRun | null> {
  return updateRun(id, (run) => {
    const byCode = new Map(run.stops.map((stop) => [stop.zarcode, stop]));
    const stops = order.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
    return { ...run, stops, unsent: run.home === 'phone' ? run.unsent : { ...run.unsent, order: stops.map((stop) => stop.zarcode) } };
  });
}

/**
 * What the server answered to changes sent: those sent are no longer unsent (a change made since,
 * while the call was under way, stays), and each stop with nothing unsent takes the state the server
 * keeps (a colleague's phone may have marked it).
 */
export function recordSent(id: string, sent: PhoneRun['unsent'], reply: RunStatesReply): Promise<PhoneRun | null> {
  return updateRun(id, (run) => {
    const stillUnsent = run.unsent.stops.filter((change) => !sent.stops.some((done) => done.zarcode === change.zarcode && done.at === change.at && done.state === change.state));
    const order = run.unsent.order && sent.order && run.unsent.order.join() === sent.order.join() ? null : run.unsent.order;
    const kept = new Map(reply.stops.map((stop) => [stop.zarcode, stop]));
    const stops = run.stops.map((stop) => {
      const server = kept.get(stop.zarcode);
      return server && !stillUnsent.some((change) => change.zarcode === stop.zarcode) ? { ...stop, state: server.state, stateAt: server.stateAt } : stop;
    });
    return { ...run, stops, unsent: { stops: stillUnsent, order } };
  });
}

/** Whether a run has changes the server has not had yet. */
export const hasUnsent = (run: PhoneRun) => run.unsent.stops.length > 0 || run.unsent.order !== null;

/** Notes whether the run has a live read-only link for a colleague. */
export const markShared = (id: string, isShared: boolean) => updateRun(id, (run) => ({ ...run, isShared }));
