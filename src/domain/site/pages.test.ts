import { describe, expect, it } from 'vitest';
import { isPrivatePath, pageTitle } from './pages';
import { robotsTxt } from './robots';

describe('isPrivatePath', () => {
  it('covers the admin area, signed-in pages, payment pages and code edit pages', () => {
    for (const path of ['/a', '/a/', '/a/users', '/admin/users', '/dashboard', '/generator', '/payment', '/payment/success', '/payments', '/zarcodes/1CT-7K2M/edit', '/creator/edit-zarcode/1CT-7K2M', '/zarcodes', '/zarcodes/1CT-7K2M/access', '/developers', '/requests', '/r/q1W2e3R4t5Y6u7I8o9P0a1S2'])
      expect(isPrivatePath(path), path).toBe(true);
  });

  it('leaves public pages, code pages and creators alone, whatever their first letters', () => {
    for (const path of ['/', '/address-not-found', '/township', '/zarcodes/1CT-7K2M', '/1CT-7K2M', '/payments-plus', '/admiral-farms', '/abc/1CT-7K2M'])
      expect(isPrivatePath(path), path).toBe(false);
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt('https://zarcode.co.za');

  it('disallows the admin area, the API, signed-in pages and payment, and names the sitemap', () => {
    for (const line of ['Disallow: /a$', 'Disallow: /a/', 'Disallow: /api/', 'Disallow: /dashboard$', 'Disallow: /payment$', 'Disallow: /payment/', 'Disallow: /r/', 'Disallow: /*/access$', 'Disallow: /*?k=', 'Sitemap: https://zarcode.co.za/sitemap.xml'])
      expect(robots.split('\n')).toContain(line);
  });

  it('never disallows a bare prefix that would cover public pages', () => {
    expect(robots.split('\n')).not.toContain('Disallow: /a');
    expect(robots.split('\n')).not.toContain('Disallow: /payment');
  });
});

describe('pageTitle', () => {
  it('names the page, then the product', () => {
    expect(pageTitle('Support')).toBe('Support · ZARcode');
    expect(pageTitle()).toBe('ZARcode');
  });
});
