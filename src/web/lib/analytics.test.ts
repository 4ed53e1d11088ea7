import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  createAnalytics,
  shouldTrackPageView,
  trackCtaClick,
  trackLogin,
  trackPurchase,
  trackSearch,
  trackSignUp,
  trackTownship,
  trackZarcodeGenerated,
  type AnalyticsEnv,
} from './analytics';

function fakeEnv(stored: Record<string, string> = {}) {
  const layer: unknown[] = [];
  const values = new Map(Object.entries(stored));
  const env = {
    layer,
    values,
    dataLayer: () => layer,
    loadScript: vi.fn<(src: string) => void>(),
    now: () => 1000,
    storage: { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) },
  } satisfies AnalyticsEnv & { layer: unknown[]; values: Map<string, string> };
  return env;
}

/** An analytics instance with a container, and its data layer after the privacy settings. */
function configured(stored: Record<string, string> = {}) {
  const env = fakeEnv(stored);
  const analytics = createAnalytics(env);
  analytics.configure('GTM-ABC123');
  const events = () => env.layer.slice(1);
  return { env, analytics, events };
}

describe('shouldTrackPageView', () => {
  it('skips routes starting with /admin and the admin area at /a', () => {
    for (const path of ['/admin', '/admin/users', '/a', '/a/users']) expect(shouldTrackPageView(path)).toBe(false);
  });
  it('tracks everything else', () => {
    for (const path of ['/', '/dashboard', '/abc-1234', '/address-not-found']) expect(shouldTrackPageView(path)).toBe(true);
  });
});

describe('createAnalytics', () => {
  it('records events in the data layer once a container is configured, with the privacy settings first', () => {
    const env = fakeEnv();
    const analytics = createAnalytics(env);
    analytics.trackPageView('/dashboard', 'Dashboard · ZARcode');
    expect(env.layer).toEqual([]);

    analytics.configure('GTM-ABC123');

    expect(env.layer).toEqual([
      { anonymize_ip: true, cookie_flags: 'SameSite=Strict;Secure' },
      { event: 'page_view', page_path: '/dashboard', page_title: 'Dashboard · ZARcode' },
    ]);
    expect(analytics.getState()).toEqual({ isOn: true, consent: null });
  });

  it('loads the tag manager only after the visitor accepts, and remembers the answer', () => {
    const { env, analytics } = configured();
    expect(env.loadScript).not.toHaveBeenCalled();

    analytics.setConsent('accepted');

    expect(env.loadScript).toHaveBeenCalledExactlyOnceWith('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(env.layer.at(-1)).toEqual({ 'gtm.start': 1000, event: 'gtm.js' });
    expect(env.values.get(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(analytics.getState().consent).toBe('accepted');
  });

  it('loads it at once for a visitor who accepted before', () => {
    const { env } = configured({ [CONSENT_STORAGE_KEY]: 'accepted' });
    expect(env.loadScript).toHaveBeenCalledOnce();
  });

  it('never loads it after Decline, while events stay in the page', () => {
    const { env, analytics, events } = configured();
    analytics.setConsent('declined');
    trackLogin(analytics);
    expect(env.loadScript).not.toHaveBeenCalled();
    expect(env.values.get(CONSENT_STORAGE_KEY)).toBe('declined');
    expect(events()).toEqual([{ event: 'login', event_category: 'authentication', method: 'email' }]);
  });

  it('drops everything and loads nothing without a container', () => {
    const env = fakeEnv({ [CONSENT_STORAGE_KEY]: 'accepted' });
    const analytics = createAnalytics(env);
    trackSignUp(analytics);
    analytics.configure('');
    analytics.trackPageView('/', 'ZARcode');
    expect(env.loadScript).not.toHaveBeenCalled();
    expect(env.layer).toEqual([]);
    expect(analytics.getState().isOn).toBe(false);
  });

  it('never records admin page views', () => {
    const { analytics, events } = configured();
    analytics.trackPageView('/admin/users', 'Users');
    analytics.trackPageView('/a/users', 'Users');
    expect(events()).toEqual([]);
  });

  it('tells subscribers when the state changes', () => {
    const env = fakeEnv();
    const analytics = createAnalytics(env);
    const listener = vi.fn();
    const unsubscribe = analytics.subscribe(listener);
    analytics.configure('GTM-X1');
    analytics.setConsent('declined');
    unsubscribe();
    analytics.setConsent('accepted');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the events', () => {
  it('sign_up: authentication by e-mail, and a sign-up conversion', () => {
    const { analytics, events } = configured();
    trackSignUp(analytics);
    expect(events()).toEqual([
      { event: 'sign_up', event_category: 'authentication', method: 'email' },
      { event: 'conversion', conversion_type: 'sign_up', value: 0, currency: 'ZAR' },
    ]);
  });

  it('login: authentication by e-mail', () => {
    const { analytics, events } = configured();
    trackLogin(analytics);
    expect(events()).toEqual([{ event: 'login', event_category: 'authentication', method: 'email' }]);
  });

  it('zarcode_generated: the method, and the province when known', () => {
    const { analytics, events } = configured();
    trackZarcodeGenerated('bundle', 'Gauteng', analytics);
    trackZarcodeGenerated('payment', undefined, analytics);
    trackZarcodeGenerated('creator', 'Limpopo', analytics);
    expect(events()).toEqual([
      { event: 'zarcode_generated', event_category: 'engagement', method: 'bundle', province: 'Gauteng' },
      { event: 'zarcode_generated', event_category: 'engagement', method: 'payment' },
      { event: 'zarcode_generated', event_category: 'engagement', method: 'creator', province: 'Limpopo' },
    ]);
  });

  it('purchase: payment category, value in Rand, ZAR, the payment id, and a conversion; once a payment', () => {
    const { analytics, events } = configured();
    expect(trackPurchase({ id: 'pay-1', amount: '90.25' }, analytics)).toBe(true);
    expect(trackPurchase({ id: 'pay-1', amount: '90.25' }, analytics)).toBe(false);
    expect(events()).toEqual([
      { event: 'purchase', event_category: 'payment', value: 90.25, currency: 'ZAR', transaction_id: 'pay-1' },
      { event: 'conversion', conversion_type: 'purchase', value: 90.25, currency: 'ZAR' },
    ]);
  });

  it('search: the term and the number of results', () => {
    const { analytics, events } = configured();
    trackSearch('Long Street', 4, analytics);
    expect(events()).toEqual([{ event: 'search', search_term: 'Long Street', result_count: 4 }]);
  });

  it('cta_click: landing_page by default, or the page given', () => {
    const { analytics, events } = configured();
    trackCtaClick('hero_generate', undefined, analytics);
    trackCtaClick('signup', 'farmers_page', analytics);
    expect(events()).toEqual([
      { event: 'cta_click', event_category: 'landing_page', event_label: 'hero_generate' },
      { event: 'cta_click', event_category: 'farmers_page', event_label: 'signup' },
    ]);
  });

  it("township's own events", () => {
    const { analytics, events } = configured();
    trackTownship('email_submit', undefined, analytics);
    trackTownship('signup_click', 'hero', analytics);
    trackTownship('contact_click', 'email', analytics);
    expect(events()).toEqual([
      { event: 'township_email_submit', event_category: 'township_page' },
      { event: 'township_signup_click', event_category: 'township_page', event_label: 'hero' },
      { event: 'township_contact_click', event_category: 'township_page', event_label: 'email' },
    ]);
  });
});
