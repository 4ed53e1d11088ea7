import { useQuery } from '@tanstack/react-query';
import type { PlaceReply, PlaceSearchReply, ReverseReply } from '../../domain/places/schemas';
import { api } from './client';

export const placeKeys = {
  all: ['places'] as const,
  search: (q: string) => ['places', 'search', q] as const,
  reverse: (lat: number, lng: number) => ['places', 'reverse', lat.toFixed(6), lng.toFixed(6)] as const,
  detail: (id: string) => ['places', 'detail', id] as const,
};

/** GET /api/places/search?q=: places in South Africa for the map search box. */
export function searchPlaces(q: string, signal?: AbortSignal) {
  return api.get<PlaceSearchReply>('/places/search', { query: { q }, signal });
}

/** GET /api/places/reverse: the suburb, city and province of a point (found false outside SA). */
export function reversePlace(lat: number, lng: number, signal?: AbortSignal) {
  return api.get<ReverseReply>('/places/reverse', { query: { lat, lng }, signal });
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

/** GET /api/places/{id}: one place by the id a search or the address-not-found link gave. */
export function usePlaceQuery(id: string | undefined) {
  return useQuery({
    queryKey: placeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<PlaceReply>(`/places/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}
