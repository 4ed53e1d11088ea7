/**
 * Google Tag Manager, only when the server's public settings name a container (gtmId). Until the
 * settings arrive, events wait in a queue; with no container they are dropped. Page views are
 * not tracked in the admin area: routes starting with /admin (the specification's words) and
 * its current home /a.
 */

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

export interface AnalyticsEnv {
  /** The window's dataLayer, created when missing. */
  dataLayer(): unknown[];
  /** Adds the GTM script to the page. */
  loadScript(src: string): void;
  now(): number;
}

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

export function shouldTrackPageView(path: string): boolean {
  if (path.startsWith('/admin')) return false;
  return !(path === '/a' || path.startsWith('/a/'));
}

export interface Analytics {
  /** Called once the public settings are known; an empty id turns analytics off. */
  configure(gtmId: string | null | undefined): void;
  trackPageView(path: string): void;
  trackEvent(event: string, params?: AnalyticsParams): void;
}

export function createAnalytics(env: AnalyticsEnv): Analytics {
  let status: 'pending' | 'on' | 'off' = 'pending';
  let queue: Record<string, unknown>[] = [];

  function push(entry: Record<string, unknown>) {
    if (status === 'off') return;
    if (status === 'pending') {
      queue.push(entry);
      return;
    }
    env.dataLayer().push(entry);
  }

  return {
    configure(gtmId) {
      if (status !== 'pending') return;
      if (!gtmId) {
        status = 'off';
        queue = [];
        return;
      }
      status = 'on';
      const layer = env.dataLayer();
      // Anonymised IPs and strict same-site cookies, read by the container's tags.
      layer.push({ anonymize_ip: true, cookie_flags: 'SameSite=Strict;Secure' });
      layer.push({ 'gtm.start': env.now(), event: 'gtm.js' });
      env.loadScript(`${GTM_SCRIPT_URL}?id=${encodeURIComponent(gtmId)}`);
      for (const entry of queue) layer.push(entry);
      queue = [];
    },
    trackPageView(path) {
      if (!shouldTrackPageView(path)) return;
      // No title: lazy pages set theirs after the route changes; the container reads document.title itself.
      push({ event: 'page_view', page_path: path });
    },
    trackEvent(event, params = {}) {
      push({ event, ...params });
    },
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const analytics = createAnalytics({
  dataLayer() {
    window.dataLayer = window.dataLayer ?? [];
    return window.dataLayer;
  },
  loadScript(src) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  },
  now: () => Date.now(),
});

export function trackSignUp(method = 'email'): void {
  analytics.trackEvent('sign_up', { event_category: 'authentication', method });
}

export function trackLogin(method = 'email'): void {
  analytics.trackEvent('login', { event_category: 'authentication', method });
}
