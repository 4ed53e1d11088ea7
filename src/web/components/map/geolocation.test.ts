import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_OPTIONS,
  LOCATION_DENIED_MESSAGE,
  LOCATION_FAILED_MESSAGE,
  LOCATION_NOT_SUPPORTED_MESSAGE,
  LOCATION_TIMEOUT_MESSAGE,
  LOCATION_UNAVAILABLE_MESSAGE,
  currentPosition,
  geolocationErrorMessage,
} from './geolocation';

function fakeGeolocation(outcome: { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number }) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
      calls.push(options ?? {});
      if ('coords' in outcome) success(outcome as unknown as GeolocationPosition);
      else failure?.(outcome as unknown as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

describe('geolocationErrorMessage', () => {
  it('gives the agreed words for each error code', () => {
    expect(geolocationErrorMessage(1)).toBe('Location access denied. Please enable location permissions.');
    expect(geolocationErrorMessage(2)).toBe('Location information unavailable. Check your GPS settings.');
    expect(geolocationErrorMessage(3)).toBe('Location request timed out. Please try again.');
    expect(geolocationErrorMessage(99)).toBe('Unable to get your location.');
    expect(geolocationErrorMessage(undefined)).toBe(LOCATION_FAILED_MESSAGE);
  });
});

describe('currentPosition', () => {
  it('asks for a high-accuracy fix with a 10 s timeout and accepts one up to 5 minutes old', async () => {
    const { geolocation, calls } = fakeGeolocation({ coords: { latitude: -33.9, longitude: 18.4, accuracy: 12 } });
    await expect(currentPosition(geolocation)).resolves.toEqual({ latitude: -33.9, longitude: 18.4, accuracy: 12 });
    expect(calls).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 }]);
    expect(GEOLOCATION_OPTIONS).toEqual(calls[0]);
  });

  it('rejects with the message of the error', async () => {
    await expect(currentPosition(fakeGeolocation({ code: 1 }).geolocation)).rejects.toThrow(LOCATION_DENIED_MESSAGE);
    await expect(currentPosition(fakeGeolocation({ code: 2 }).geolocation)).rejects.toThrow(LOCATION_UNAVAILABLE_MESSAGE);
    await expect(currentPosition(fakeGeolocation({ code: 3 }).geolocation)).rejects.toThrow(LOCATION_TIMEOUT_MESSAGE);
  });

  it('says location is not supported when the browser has no geolocation', async () => {
    await expect(currentPosition(null)).rejects.toThrow(LOCATION_NOT_SUPPORTED_MESSAGE);
  });
});
