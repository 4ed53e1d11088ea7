import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, firstFreeSlug, isAllowedSlug, slugCandidates, slugFromDisplayName, socialLink, socialText, withScheme } from './creators';

const firstCandidates = (name: string, count: number) => {
  const found: string[] = [];
  for (const candidate of slugCandidates(name)) {
    found.push(candidate);
    if (found.length === count) break;
  }
  return found;
};

describe('slugFromDisplayName', () => {
  it.each([
    ['Kayamandi Tourism Office', 'kayamandi-tourism-office'],
    ["Émile's Farm Stall", 'emile-s-farm-stall'],
    ['  --Soweto   Co-op!! ', 'soweto-co-op'],
    ['Ubuntu 2025', 'ubuntu-2025'],
    ['ÇA VA', 'ca-va'],
  ])('makes %j into %j (a-z, 0-9 and single hyphens)', (name, slug) => {
    expect(slugFromDisplayName(name)).toBe(slug);
  });

  it('gives a name without letters or digits a slug all the same', () => {
    expect(slugFromDisplayName('!!! ??? ...')).toBe('creator');
    expect(slugFromDisplayName('山田')).toBe('creator');
  });

  it('leaves room for a -NN suffix within 60 characters and ends on no hyphen', () => {
    const slug = slugFromDisplayName(`${'a'.repeat(55)} ${'b'.repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(56);
    expect(slug).not.toMatch(/-$/);
  });
});

describe('isAllowedSlug', () => {
  it('takes lower-case letters, digits and single hyphens', () => {
    expect(isAllowedSlug('kayamandi-tourism')).toBe(true);
    expect(isAllowedSlug('co-op-2')).toBe(true);
  });

  it.each(['Kayamandi', 'two--hyphens', '-leading', 'trailing-', 'under_score', 'dot.ted', '', 'a'.repeat(61)])(
    'refuses %j',
    (slug) => {
      expect(isAllowedSlug(slug)).toBe(false);
    },
  );

  it('refuses every reserved app path', () => {
    for (const path of ['dashboard', 'login', 'creators', 'zarcodes', 'a', 'api', 'profile', 'creator-dashboard']) {
      expect(RESERVED_SLUGS.has(path)).toBe(true);
      expect(isAllowedSlug(path)).toBe(false);
    }
  });

  it('refuses code-shaped slugs, with or without the hyphen, look-alikes too', () => {
    for (const slug of ['abc-1234', 'abc1234', '1ct-7k2m', '1ct7k2m', '1ct-7k0m', 'ab1-x2yz']) {
      expect(isAllowedSlug(slug)).toBe(false);
    }
  });
});

describe('slugCandidates', () => {
  it('tries the name itself, then -2, -3 (a clash)', () => {
    expect(firstCandidates('Farm Stall', 3)).toEqual(['farm-stall', 'farm-stall-2', 'farm-stall-3']);
  });

  it('skips a reserved path: Dashboard becomes dashboard-2', () => {
    expect(firstCandidates('Dashboard', 2)).toEqual(['dashboard-2', 'dashboard-3']);
  });

  it('skips a code shape: ABC 1234 becomes abc-1234-2', () => {
    expect(firstCandidates('ABC 1234', 1)).toEqual(['abc-1234-2']);
  });

  it('gives only allowed slugs', () => {
    for (const name of ['Creators', 'API', '1CT 7K2M', 'x', '---']) {
      for (const candidate of firstCandidates(name, 5)) expect(isAllowedSlug(candidate)).toBe(true);
    }
  });
});

describe('firstFreeSlug', () => {
  it('takes the first candidate nobody has', () => {
    expect(firstFreeSlug('Farm Stall', new Set())).toBe('farm-stall');
    expect(firstFreeSlug('Farm Stall', new Set(['farm-stall']))).toBe('farm-stall-2');
    expect(firstFreeSlug('Farm Stall', new Set(['farm-stall', 'farm-stall-2', 'farm-stall-4']))).toBe('farm-stall-3');
  });
});

describe('socialLink', () => {
  it('makes a handle, with or without @, the profile link of its network', () => {
    expect(socialLink('instagram', '@kayamandi')).toBe('https://www.instagram.com/kayamandi');
    expect(socialLink('facebook', 'kayamandi.tourism')).toBe('https://www.facebook.com/kayamandi.tourism');
    expect(socialLink('tiktok', '@kaya_mandi')).toBe('https://www.tiktok.com/@kaya_mandi');
    expect(socialLink('xcom', 'kayamandi')).toBe('https://x.com/kayamandi');
  });

  it('keeps a full http(s) link', () => {
    expect(socialLink('facebook', 'https://www.facebook.com/groups/123')).toBe('https://www.facebook.com/groups/123');
  });

  it('makes no link of anything else', () => {
    expect(socialLink('instagram', 'javascript:alert(1)')).toBeNull();
    expect(socialLink('instagram', 'two words')).toBeNull();
    expect(socialLink('instagram', '')).toBeNull();
    expect(socialLink('instagram', null)).toBeNull();
  });
});

describe('socialText and withScheme', () => {
  it('reads a handle with its @ and a link without its scheme', () => {
    expect(socialText('kayamandi')).toBe('@kayamandi');
    expect(socialText('@kayamandi')).toBe('@kayamandi');
    expect(socialText('https://www.facebook.com/kayamandi/')).toBe('facebook.com/kayamandi');
  });

  it('gives a bare domain https and leaves a scheme alone', () => {
    expect(withScheme('kayamandi.co.za')).toBe('https://kayamandi.co.za');
    expect(withScheme('http://kayamandi.co.za')).toBe('http://kayamandi.co.za');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
