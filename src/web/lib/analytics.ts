import { PRODUCT_NAME } from '../../domain/brand';
import { browserStorage } from '../session/storage';

/**
 * Google Tag Manager, only when the server's public settings name a container (gtmId). With no
 * container nothing is pushed and nothing loads. With one, events go to `window.dataLayer` at once,
 * but the tag manager's script (the only thing that could send them anywhere) loads only after the
 * visitor accepts the one-time notice; the choice is remembered. Until the settings arrive, events
 * wait in a queue. Page views are not tracked in the admin area: routes starting with /admin (its
 * old home) and its current home /a.
 */

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;
export type ConsentChoice = 'accepted' | 'declined';

/** Where the visitor's choice is kept (the privacy policy names it). */
export const CONSENT_STORAGE_KEY = 'analytics_consent';
/** Payments already reported, so that a reloaded success page does not count a purchase twice. */
export const PURCHASES_STORAGE_KEY = 'analytics_purchases';
const PURCHASES_KEPT = 50;

export interface AnalyticsEnv {
  /** The window's dataLayer, created when missing. */
  dataLayer(): unknown[];
  /** Adds the GTM script to the page. */
  loadScript(src: string): void;
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
/** Read by the container's tags: anonymised IPs and strict same-site cookies. */
export const PRIVACY_SETTINGS = { anonymize_ip: true, cookie_flags: 'SameSite=Strict;Secure' } as const;

export function shouldTrackPageView(path: string): boolean {
  if (path.startsWith('/admin')) return false;
  return !(path === '/a' || path.startsWith('/a/'));
}

export interface AnalyticsState {
  /** A container is configured: events are recorded. */
  isOn: boolean;
  /** The visitor's answer to the notice, or null before they answer. */
  consent: ConsentChoice | null;
}

export interface Analytics {
  /** Called once the public settings are known; an empty id turns analytics off. */
  configure(gtmId: string | null | undefined): void;
  /** The visitor's answer to the notice; Accept loads the tag manager. */
  setConsent(choice: ConsentChoice): void;
  getState(): AnalyticsState;
  /** For React's useSyncExternalStore. */
  subscribe(listener: () => void): () => void;
  trackPageView(path: string, title: string): void;
  trackEvent(event: string, params?: AnalyticsParams): void;
  /** Whether `key` has been recorded before (then true), recording it now; kept in storage. */
  isRepeat(key: string): boolean;
}

function readConsent(storage: AnalyticsEnv['storage']): ConsentChoice | null {
  const value = storage.getItem(CONSENT_STORAGE_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function createAnalytics(env: AnalyticsEnv): Analytics {
  let status: 'pending' | 'on' | 'off' = 'pending';
  let gtmId = '';
  let isLoaded = false;
  let queue: Record<string, unknown>[] = [];
  let state: AnalyticsState = { isOn: false, consent: readConsent(env.storage) };
  const listeners = new Set<() => void>();

  function update(next: Partial<AnalyticsState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function loadTagManager() {
    if (isLoaded || status !== 'on' || state.consent !== 'accepted') return;
    isLoaded = true;
    env.dataLayer().push({ 'gtm.start': env.now(), event: 'gtm.js' });
    env.loadScript(`${GTM_SCRIPT_URL}?id=${encodeURIComponent(gtmId)}`);
  }

  function push(entry: Record<string, unknown>) {
    if (status === 'off') return;
    if (status === 'pending') {
      queue.push(entry);
      return;
    }
    env.dataLayer().push(entry);
  }

  return {
    configure(id) {
      if (status !== 'pending') return;
      if (!id) {
        status = 'off';
        queue = [];
        return;
      }
      status = 'on';
      gtmId = id;
      const layer = env.dataLayer();
      layer.push({ ...PRIVACY_SETTINGS });
      for (const entry of queue) layer.push(entry);
      queue = [];
      update({ isOn: true });
      loadTagManager();
    },
    setConsent(choice) {
      try {
        env.storage.setItem(CONSENT_STORAGE_KEY, choice);
      } catch {
        // Storage refused (a private mode): the choice holds for this visit.
      }
      update({ consent: choice });
      loadTagManager();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    trackPageView(path, title) {
      if (!shouldTrackPageView(path)) return;
      push({ event: 'page_view', page_path: path, page_title: title });
    },
    trackEvent(event, params = {}) {
      const known = Object.entries(params).filter(([, value]) => value !== undefined);
      push({ event, ...Object.fromEntries(known) });
    },
    isRepeat(key) {
      let seen: string[] = [];
      try {
        const parsed: unknown = JSON.parse(env.storage.getItem(PURCHASES_STORAGE_KEY) ?? '[]');
        if (Array.isArray(parsed)) seen = parsed.filter((item): item is string => typeof item === 'string');
      } catch {
        seen = [];
      }
      if (seen.includes(key)) return true;
      try {
        env.storage.setItem(PURCHASES_STORAGE_KEY, JSON.stringify([...seen, key].slice(-PURCHASES_KEPT)));
      } catch {
        // Not kept: at worst a reload reports the purchase again.
      }
      return false;
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
  storage: browserStorage(),
});

/*
 * The product's events (docs/rules.md#events), each with its fields in one place. Every helper
 * takes the analytics instance last, so that tests can give their own.
 */

export type ZarcodeGeneratedMethod = 'bundle' | 'payment' | 'creator';
export type TownshipAction = 'email_submit' | 'signup_click' | 'contact_click';

export function trackSignUp(target: Analytics = analytics): void {
  target.trackEvent('sign_up', { event_category: 'authentication', method: 'email' });
  target.trackEvent('conversion', { conversion_type: 'sign_up', value: 0, currency: 'ZAR' });
}

export function trackLogin(target: Analytics = analytics): void {
  target.trackEvent('login', { event_category: 'authentication', method: 'email' });
}

/** A code was made: with a bundle credit, by a payment, or by a creator. */
export function trackZarcodeGenerated(method: ZarcodeGeneratedMethod, province?: string, target: Analytics = analytics): void {
  target.trackEvent(`${PRODUCT_NAME.toLowerCase()}_generated`, { event_category: 'engagement', method, province });
}

/**
 * A completed payment, once per payment however often its page is shown; value in Rand ("19.00").
 * Answers whether it was reported now (false when it had been before).
 */
export function trackPurchase(payment: { id: string; amount: string }, target: Analytics = analytics): boolean {
  if (target.isRepeat(`purchase:${payment.id}`)) return false;
  const value = Number(payment.amount);
  target.trackEvent('purchase', { event_category: 'payment', value, currency: 'ZAR', transaction_id: payment.id });
  target.trackEvent('conversion', { conversion_type: 'purchase', value, currency: 'ZAR' });
  return true;
}

export function trackSearch(term: string, resultCount: number, target: Analytics = analytics): void {
  target.trackEvent('search', { search_term: term, result_count: resultCount });
}

/** A call to action: on the landing page by default, or another page's category ('farmers_page'). */
export function trackCtaClick(label: string, category = 'landing_page', target: Analytics = analytics): void {
  target.trackEvent('cta_click', { event_category: category, event_label: label });
}

/** The township page's own events: township_email_submit, township_signup_click, township_contact_click. */
export function trackTownship(action: TownshipAction, label?: string, target: Analytics = analytics): void {
  target.trackEvent(`township_${action}`, { event_category: 'township_page', event_label: label });
}
