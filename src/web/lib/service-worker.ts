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
