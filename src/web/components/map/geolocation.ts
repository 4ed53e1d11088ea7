/**
 * The device's position for the map's 'center on my location' button: high accuracy, a 10 s timeout,
 * a fix up to 5 minutes old, and a message for each failure (docs/rules.md#messages).
 */

export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

/** How long the button shows its outcome before it is ready again. */
export const LOCATE_SUCCESS_RESET_MS = 2000;
export const LOCATE_ERROR_RESET_MS = 3000;

export type LocateState = 'idle' | 'loading' | 'success' | 'error';

export const LOCATION_NOT_SUPPORTED_MESSAGE = 'Location not supported';
export const LOCATION_DENIED_MESSAGE = 'Location access denied. Please enable location permissions.';
export const LOCATION_UNAVAILABLE_MESSAGE = 'Location information unavailable. Check your GPS settings.';
export const LOCATION_TIMEOUT_MESSAGE = 'Location request timed out. Please try again.';
export const LOCATION_FAILED_MESSAGE = 'Unable to get your location.';

/** The message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number | undefined): string {
  switch (code) {
    case 1:
      return LOCATION_DENIED_MESSAGE;
    case 2:
      return LOCATION_UNAVAILABLE_MESSAGE;
    case 3:
      return LOCATION_TIMEOUT_MESSAGE;
    default:
      return LOCATION_FAILED_MESSAGE;
  }
}

/** The device's position, or a rejection with one of the messages above (null: no geolocation at all). */
export function currentPosition(
  geolocation: Geolocation | null = typeof navigator === 'undefined' ? null : (navigator.geolocation ?? null),
): Promise<{ latitude: number; longitude: number; accuracy: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(LOCATION_NOT_SUPPORTED_MESSAGE));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) => reject(new Error(geolocationErrorMessage(error?.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
