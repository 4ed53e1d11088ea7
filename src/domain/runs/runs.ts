import { distanceMeters, type LatLng } from '../geo/distance';

/**
 * Delivery runs: a courier's list of codes to deliver to, in the order to drive them, each stop marked
 * done or failed on the way. A run lives on the courier's phone (it works with no signal once opened)
 * and, for a signed-in courier, on the server too, where a colleague may follow it by a read-only link.
 */

/** Where a stop stands: not yet reached, delivered, or given up on (nobody home, refused...). */
export const STOP_STATES = ['pending', 'done', 'failed'] as const;
export type StopState = (typeof STOP_STATES)[number];

/** A run holds at most this many stops: a long day's deliveries. */
export const RUN_MAX_STOPS = 200;
/** At most this many codes may be sent to be read at once (a pasted text's with its unknown ones). */
export const RUN_MAX_CODES = 400;
export const RUN_NAME_MAX_LENGTH = 80;
/** "Did you mean" is looked up for this many unknown codes of a text at most. */
export const RUN_SUGGESTED_UNKNOWN_MAX = 10;
/** A run link's token: 24 random bytes, base64url. */
export const RUN_LINK_TOKEN_BYTES = 24;

export const RUN_NOT_FOUND = 'Run not found';
export const RUN_LINK_INVALID_MESSAGE = 'This run link does not work: it was replaced, stopped or never existed';
export const RUN_LINK_READ_ONLY_MESSAGE = 'This run link is for following the run: only its courier marks stops';
export const RUN_ORDER_MESSAGE = 'The order must list every stop of the run once';
export const RUN_NO_STOPS_MESSAGE = 'No code found: paste or scan at least one';
export const RUN_TOO_MANY_STOPS_MESSAGE = `A run holds at most ${RUN_MAX_STOPS} stops`;

/** The web page of a run link: read-only for a colleague, or the courier's own for a run made by the API. */
export const runLinkPath = (token: string) => `/runs/link/${encodeURIComponent(token)}`;

/** How far a run has come: stops done, failed and left, of all. */
export function runProgress(stops: readonly { state: StopState }[]): { done: number; failed: number; left: number; total: number } {
  const done = stops.filter((stop) => stop.state === 'done').length;
  const failed = stops.filter((stop) => stop.state === 'failed').length;
  return { done, failed, left: stops.length - done - failed, total: stops.length };
}

/**
 * The distance in metres still to drive: from `position` (the phone's, when known; else the last stop
 * finished, else the first stop) through the stops not yet done or failed, in the run's order.
 */
export function distanceLeftMeters(position: LatLng | null, stops: readonly (LatLng & { state: StopState })[]): number {
  const left = stops.filter((stop) => stop.state === 'pending');
  const finished = stops.filter((stop) => stop.state !== 'pending');
  let from: LatLng | undefined = position ?? finished.at(-1) ?? left[0];
  let total = 0;
  for (const stop of left) {
    if (from) total += distanceMeters(from, stop);
    from = stop;
  }
  return total;
}
