/**
 * Registers the service worker (src/web/sw.ts) once the page has loaded, so that it never competes
 * with the page for a slow connection. A new version installs in the background and takes over at the
 * next visit (it does not skip waiting), so a page never runs half old, half new.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the service worker to keep this code page for offline use; resolves true once it is kept
 * (false without a worker, or when it could not be kept).
 */
export async function keepPageOffline(url: string): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data?.kept === true);
    worker.postMessage({ type: 'keep-page', url }, [channel.port2]);
  });
}
