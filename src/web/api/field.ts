import * as endpoints from '../../domain/field/endpoints';
import type { OfflineAreaKind } from '../../domain/field/schemas';
import { api } from './client';

/** An area's public codes, to keep on the phone (a town's by its place id, a creator's by slug). */
export function fetchOfflineArea(kind: OfflineAreaKind, key: string) {
  return kind === 'place'
    ? api.call(endpoints.placeAreaEndpoint, { params: { id: key } })
    : api.call(endpoints.creatorAreaEndpoint, { params: { slug: key } });
}
