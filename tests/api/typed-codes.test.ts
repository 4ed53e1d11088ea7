import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CodeSuggestionsReply, SearchReply, ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { zarcodes } from '../../src/server/db/schema';
import { SUGGESTIONS_RATE_LIMIT } from '../../src/server/features/zarcodes/suggestions';
import { newClientAddress, type TestUser, useTestApp } from '../helpers/app';
import { createZarcode, type ZarcodeOverrides } from '../helpers/zarcodes';

// A code as people type it: look-alike characters read where only one can be meant, and "Did you
// mean" for a code that does not exist (public codes one slip away, most viewed first).

const { app, actors } = useTestApp();

/** A code made as `user` would, then given the code `code` in the database (codes are random). */
async function codeNamed(code: string, user: TestUser, overrides: ZarcodeOverrides = {}): Promise<ZarcodeRecord> {
  const made = await createZarcode(app, user, overrides);
  await app.deps.db.update(zarcodes).set({ code }).where(eq(zarcodes.id, made.id));
  return { ...made, zarcode: code };
}

beforeAll(async () => {
  await codeNamed('1CT-7KQM', actors.owner, { title: 'Q gate', suburb: 'Sea Point' });
  await codeNamed('1SL-7K2M', actors.owner, { title: 'Stellenbosch stoep', suburb: 'Die Boord', city: 'Stellenbosch' });
  await codeNamed('BOB-7K2M', actors.owner, { title: 'Bob the builder' });
  // Outside today's alphabet (a 0 in the suffix), as a code made before the rule would be.
  await codeNamed('1CT-7K0W', actors.owner, { title: 'Old zero code' });
  await codeNamed('1CT-7KQW', actors.owner, { title: 'New Q code' });
  // Neighbours of 1CT-7K2P, which does not exist.
  await codeNamed('1CT-7K2A', actors.owner, { title: 'Quiet', suburb: 'Bo-Kaap', views: 5 });
  await codeNamed('1CT-7K2B', actors.owner, { title: 'Famous', suburb: 'Gardens', views: 500 });
  await codeNamed('1CT-7K3P', actors.owner, { title: 'Known', suburb: 'Tamboerskloof', views: 50 });
  await codeNamed('1CT-K72P', actors.other, { title: 'Unknown', suburb: 'Woodstock', views: 0 });
  await codeNamed('1CT-7K2C', actors.other, { title: 'Secret yard', privacy: 'private', views: 100_000 });
  const hidden = await codeNamed('1CT-7K2D', actors.other, { title: 'Hidden by an admin', views: 100_000 });
  await app.deps.db.update(zarcodes).set({ hiddenAt: new Date() }).where(eq(zarcodes.id, hidden.id));
});

const everyone = () => [undefined, actors.owner, actors.other, actors.admin];

describe('GET /api/zarcodes/{code} typed with look-alikes', () => {
  const lookUp = (typed: string, user?: TestUser) =>
    app.request<ZarcodeRecord>('GET', `/api/zarcodes/${encodeURIComponent(typed)}`, { token: user?.token });

  it('finds the code when 0, O, 1 or I stand where the suffix has Q or L, in any case, with spaces or no hyphen', async () => {
    for (const typed of ['1ct-7k0m', '1CT 7KOM', '1ct7kqm', '1CT7K0M']) {
      for (const user of everyone()) {
        const answer = await lookUp(typed, user);
        expect(answer.status, typed).toBe(200);
        expect(answer.body.zarcode, typed).toBe('1CT-7KQM');
      }
    }
  });

  it('reads 5 as S and 1 as L in a standard prefix', async () => {
    const answer = await lookUp('151 7k2m');
    expect(answer.status).toBe(200);
    expect(answer.body.zarcode).toBe('1SL-7K2M');
  });

  it('tries the code as typed first: an existing code is never read as another', async () => {
    expect((await lookUp('1ct-7k0w')).body.title).toBe('Old zero code');
    expect((await lookUp('1ct-7kow')).body.title).toBe('New Q code');
  });

  it('answers 404 when a character could be read two ways (0 in a creator prefix is O or Q)', async () => {
    const answer = await lookUp('B0B-7K2M');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'ZARcode not found' });
  });
});

describe('searches with a code typed with look-alikes', () => {
  it('GET /api/search/combined puts the code first', async () => {
    const answer = await app.request<SearchReply>('GET', `/api/search/combined?q=${encodeURIComponent('1ct 7k0m')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.results[0]?.zarcode).toBe('1CT-7KQM');
  });

  it('GET /api/zarcodes/search finds the code', async () => {
    const answer = await app.request<{ zarcodes: ZarcodeRecord[] }>('GET', '/api/zarcodes/search?q=151-7k2m');
    expect(answer.body.zarcodes[0]?.zarcode).toBe('1SL-7K2M');
  });
});

describe('GET /api/zarcodes/{code}/suggestions', () => {
  const suggest = (typed: string, options: { user?: TestUser; from?: string } = {}) =>
    app.request<CodeSuggestionsReply>('GET', `/api/zarcodes/${encodeURIComponent(typed)}/suggestions`, {
      token: options.user?.token,
      from: options.from ?? newClientAddress(),
    });

  it('offers three public codes one slip away, best known first, with suburb and city, to everyone alike', async () => {
    for (const user of everyone()) {
      const answer = await suggest('1ct 7k2p', { user });
      expect(answer.status).toBe(200);
      expect(answer.body.suggestions).toEqual([
        expect.objectContaining({ zarcode: '1CT-7K2B', title: 'Famous', suburb: 'Gardens', city: 'Cape Town', province: 'Western Cape' }),
        expect.objectContaining({ zarcode: '1CT-7K3P', suburb: 'Tamboerskloof', city: 'Cape Town' }),
        expect.objectContaining({ zarcode: '1CT-7K2A', suburb: 'Bo-Kaap', city: 'Cape Town' }),
      ]);
    }
  });

  it('never offers a private code or one an admin hid, not even to its owner or an admin', async () => {
    for (const user of [undefined, actors.other, actors.admin]) {
      const answer = await suggest('1CT-7K2P', { user });
      expect(answer.body.suggestions).toHaveLength(3);
      for (const left of ['1CT-7K2C', 'Secret yard', '1CT-7K2D', 'Hidden by an admin']) {
        expect(answer.text).not.toContain(left);
      }
    }
  });

  it('finds two swapped neighbours', async () => {
    const answer = await suggest('1CT-K7QM');
    expect(answer.body.suggestions.map((s) => s.zarcode)).toEqual(['1CT-7KQM']);
  });

  it('offers both readings of an ambiguous character', async () => {
    const answer = await suggest('b0b7k2m');
    expect(answer.body.suggestions.map((s) => s.zarcode)).toEqual(['BOB-7K2M']);
  });

  it('offers nothing for a code that exists (typed any way) or for a text that is not a code', async () => {
    for (const typed of ['1CT-7KQM', '1ct 7k0m', 'Long Street', '1CT']) {
      const answer = await suggest(typed);
      expect(answer.status, typed).toBe(200);
      expect(answer.body.suggestions, typed).toEqual([]);
    }
  });

  it('is limited per IP address with 429 and a message, other addresses unaffected', async () => {
    const from = newClientAddress();
    for (let i = 0; i < SUGGESTIONS_RATE_LIMIT.max; i++) {
      expect((await suggest('1CT-7K2P', { from })).status).toBe(200);
    }
    const limited = await suggest('1CT-7K2P', { from });
    expect(limited.status).toBe(429);
    expect((limited.body as unknown as { message: string }).message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await suggest('1CT-7K2P', { from, user: actors.admin })).status).toBe(429);
    expect((await suggest('1CT-7K2P')).status).toBe(200);
  });
});
