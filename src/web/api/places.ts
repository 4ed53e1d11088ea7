import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../domain/places/endpoints';
import { api } from './client';

export const placeKeys = {
  all: ['places'] as const,
  search: (q: string) => ['places', 'search', q] as const,
  reverse: (lat: number, lng: number) => ['places', 'reverse', lat.toFixed(6), lng.toFixed(6)] as const,
  detail: (id: string) => ['places', 'detail', id] as const,
};

/** Places in South Africa for the map search box. */
export function searchPlaces(q: string, signal?: AbortSignal) {
  return api.call(endpoints.searchPlacesEndpoint, { query: { q } }, { signal });
}

/** The suburb, city and province of a point (found false outside SA). */
export function reversePlace(lat: number, lng: number, signal?: AbortSignal) {
  return api.call(endpoints.reversePlaceEndpoint, { query: { lat, lng } }, { signal });
}

export function usePlaceSearchQuery(q: string, enabled: boolean) {
  return useQuery({
    queryKey: placeKeys.search(q),
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled,
  });
}

export function useReversePlaceQuery(point: { lat: number; lng: number } | null) {
  return useQuery({
    queryKey: placeKeys.reverse(point?.lat ?? 0, point?.lng ?? 0),
    queryFn: ({ signal }) => reversePlace(point!.lat, point!.lng, signal),
    enabled: point !== null,
  });
}

/** One place by the id a search or the address-not-found link gave. */
export function usePlaceQuery(id: string | undefined) {
  return useQuery({
    queryKey: placeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.getPlaceEndpoint, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
  });
}
