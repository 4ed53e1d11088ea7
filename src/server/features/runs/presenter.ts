import type { Run, RunStop } from '../../../domain/runs/schemas';
import type { Viewer } from '../../actor';
import type { AccessAnswer } from '../access-details';
import type { PlaceRow } from '../zarcodes';
import { showsContent, zarcodeAccess } from '../zarcodes';
import type { RunRow, StopRow } from './service';

/**
 * A stop as `viewer` may see it: the code as its page shows it to someone holding the code (a private
 * code's title only to its owner and admins), with the access details found for it, if any.
 */
export function presentStop(
  row: PlaceRow,
  viewer: Viewer,
  access: AccessAnswer,
  state: Pick<StopRow, 'state' | 'stateAt'> = { state: 'pending', stateAt: null },
): RunStop {
  return {
    zarcode: row.code,
    title: showsContent(row, zarcodeAccess(viewer, row)) ? row.title : null,
    privacy: row.privacy,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    suburb: row.suburb,
    city: row.city,
    province: row.province,
    access: typeof access === 'object' ? access : null,
    isAccessLinkDead: access === 'dead-link',
    state: state.state,
    stateAt: state.stateAt?.toISOString() ?? null,
  };
}

/** A run with its stops in order, and what the caller may do with it. */
export function presentRun(
  run: RunRow,
  stops: readonly StopRow[],
  options: { viewer: Viewer; access: readonly AccessAnswer[] | null; canWork: boolean; isShared: boolean },
): Run {
  return {
    id: run.id,
    name: run.name,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
    stops: stops.map((stop, index) => presentStop(stop, options.viewer, options.access?.[index] ?? 'none', stop)),
    canWork: options.canWork,
    isShared: options.isShared,
  };
}

/** The states of a run's stops after a change, for the phone that sent it. */
export function presentStates(run: RunRow, stops: readonly StopRow[]) {
  return {
    updatedAt: run.updatedAt.toISOString(),
    stops: stops.map((stop) => ({ zarcode: stop.code, state: stop.state, stateAt: stop.stateAt?.toISOString() ?? null })),
  };
}
