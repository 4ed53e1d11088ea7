import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, shouldTrackPageView, type AnalyticsEnv } from './analytics';

function fakeEnv() {
  const layer: unknown[] = [];
  const env = {
    layer,
    dataLayer: () => layer,
    loadScript: vi.fn<(src: string) => void>(),
    now: () => 1000,
  } satisfies AnalyticsEnv & { layer: unknown[] };
  return env;
}

describe('shouldTrackPageView', () => {
  it('skips routes starting with /admin and the admin area at /a', () => {
    expect(shouldTrackPageView('/admin')).toBe(false);
    expect(shouldTrackPageView('/admin/users')).toBe(false);
    expect(shouldTrackPageView('/a')).toBe(false);
    expect(shouldTrackPageView('/a/users')).toBe(false);
  });
  it('tracks everything else', () => {
    expect(shouldTrackPageView('/')).toBe(true);
    expect(shouldTrackPageView('/dashboard')).toBe(true);
    expect(shouldTrackPageView('/abc-1234')).toBe(true);
  });
});

describe('createAnalytics', () => {
  it('loads the GTM script and pushes to the dataLayer only when a container is configured', () => {
    const env = fakeEnv();
    const analytics = createAnalytics(env);
    analytics.trackPageView('/dashboard');
    expect(env.layer).toEqual([]);

    analytics.configure('GTM-ABC123');

    expect(env.loadScript).toHaveBeenCalledWith('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(env.layer).toContainEqual({ 'gtm.start': 1000, event: 'gtm.js' });
    expect(env.layer).toContainEqual(expect.objectContaining({ anonymize_ip: true }));
    expect(env.layer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/dashboard' }));
    analytics.trackEvent('login', { method: 'email' });
    expect(env.layer.at(-1)).toEqual({ event: 'login', method: 'email' });
  });

  it('drops everything and loads nothing without a container', () => {
    const env = fakeEnv();
    const analytics = createAnalytics(env);
    analytics.trackEvent('sign_up');
    analytics.configure('');
    analytics.trackPageView('/');
    expect(env.loadScript).not.toHaveBeenCalled();
    expect(env.layer).toEqual([]);
  });

  it('never records admin page views', () => {
    const env = fakeEnv();
    const analytics = createAnalytics(env);
    analytics.configure('GTM-X1');
    analytics.trackPageView('/admin/users');
    analytics.trackPageView('/a/users');
    expect(env.layer.filter((e) => (e as { event?: string }).event === 'page_view')).toEqual([]);
  });
});
