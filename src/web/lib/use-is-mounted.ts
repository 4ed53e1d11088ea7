import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser takes over the page the server rendered (both must
 * render the same), true in the browser after that: what only a browser can show (a Leaflet map)
 * waits for it.
 */
export function useIsMounted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
