import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult, ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode, giveBundle } from '../helpers/zarcodes';

// The two searches: GET /api/zarcodes/search (codes) and GET /api/search/combined (codes and places).
// A private code hides its title and description, and is listed by nothing but its whole code: not by
// its words, its address or the start of its code, which would give it to anyone who searched.

const { app, actors } = useTestApp();

let publicCode: ZarcodeRecord;
let privateCode: ZarcodeRecord;

beforeAll(async () => {
  publicCode = await createZarcode(app, actors.owner, {
    title: 'Sizwe Spaza Shop',
    description: 'Next to the yellow container',
    addressLine1: '31 Ntlazane Road',
    suburb: 'Gugulethu',
    city: 'Cape Town',
    latitude: -33.9797,
    longitude: 18.5697,
  });
  privateCode = await createZarcode(app, actors.owner, {
    title: 'Grandmother Nomsa hideaway',
    description: 'Quokka lantern behind the shed',
    privacy: 'private',
    addressLine1: '8 Umhlanga Rocks Drive',
    suburb: 'Umhlanga',
    city: 'Durban',
    province: 'KwaZulu-Natal',
    latitude: -29.7257,
    longitude: 31.0848,
  });
});

const everyone = () => [undefined, actors.owner, actors.other, actors.admin] as (TestUser | undefined)[];

describe('GET /api/zarcodes/search', () => {
  const search = (q: string, user?: TestUser) =>
    app.request<{ zarcodes: ZarcodeRecord[] }>('GET', `/api/zarcodes/search?q=${encodeURIComponent(q)}`, {
      token: user?.token,
    });
  const codesFor = async (q: string, user?: TestUser) => (await search(q, user)).body.zarcodes.map((c) => c.zarcode);

  it('finds a code by its code, typed in any case, with or without the hyphen or spaces, for everyone', async () => {
    const code = publicCode.zarcode;
    const compact = code.replace('-', '');
    for (const typed of [code, code.toLowerCase(), compact, compact.toLowerCase(), `${compact.slice(0, 3)} ${compact.slice(3)}`.toLowerCase()]) {
      for (const user of everyone()) {
        const answer = await search(typed, user);
        expect(answer.status, typed).toBe(200);
        expect(answer.body.zarcodes[0]?.zarcode, typed).toBe(code);
      }
    }
  });

  it('finds codes by the start of their code', async () => {
    expect(await codesFor(publicCode.zarcode.slice(0, 6))).toContain(publicCode.zarcode);
    expect(await codesFor('1ct')).toContain(publicCode.zarcode);
  });

  it("finds a public code by words of its title and description, and by the start of a word", async () => {
    for (const q of ['Sizwe Spaza', 'spaza', 'SPAZ', 'yellow container']) {
      expect(await codesFor(q), q).toEqual([publicCode.zarcode]);
    }
  });

  it('finds codes by words of their address: street, suburb, city', async () => {
    expect(await codesFor('Ntlazane Road')).toEqual([publicCode.zarcode]);
    expect(await codesFor('gugulethu')).toEqual([publicCode.zarcode]);
  });

  it("never finds a private code by the words of its title or description, whoever searches", async () => {
    for (const q of ['Grandmother', 'Nomsa hideaway', 'nomsa', 'Quokka', 'lantern shed']) {
      for (const user of [undefined, actors.other, actors.admin, actors.owner]) {
        const answer = await search(q, user);
        expect(answer.status).toBe(200);
        expect(answer.body.zarcodes.map((c) => c.zarcode), q).not.toContain(privateCode.zarcode);
      }
    }
  });

  it('finds a private code by its code, with its title and description hidden from all but the owner and admins', async () => {
    for (const user of [undefined, actors.other]) {
      const answer = await search(privateCode.zarcode, user);
      expect(answer.body.zarcodes[0]).toMatchObject({ zarcode: privateCode.zarcode, title: null, description: null });
      expect(answer.text).not.toContain('Nomsa');
      expect(answer.text).not.toContain('Quokka');
    }
    for (const user of [actors.owner, actors.admin]) {
      const answer = await search(privateCode.zarcode, user);
      expect(answer.body.zarcodes[0]).toMatchObject({ title: 'Grandmother Nomsa hideaway' });
    }
  });

  it('never lists a private code by its address or the start of its code, whoever searches', async () => {
    const code = privateCode.zarcode;
    for (const q of ['Umhlanga Rocks', 'umhlanga', 'Rocks Drive', code.slice(0, 3), code.slice(0, 5), code.slice(0, 6).replace('-', '')]) {
      for (const user of everyone()) {
        expect(await codesFor(q, user), q).not.toContain(code);
        const combinedAnswer = await app.request('GET', `/api/search/combined?q=${encodeURIComponent(q)}`, { token: user?.token });
        expect(combinedAnswer.text, q).not.toContain(code);
      }
    }
  });

  it('stops finding a code by its title once it is made private, and finds it again once public', async () => {
    const code = await createZarcode(app, actors.owner, { title: 'Xylophone workshop', city: 'Stellenbosch' });
    expect(await codesFor('xylophone')).toEqual([code.zarcode]);

    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { token: actors.owner.token, body: { privacy: 'private' } });
    expect(await codesFor('xylophone')).toEqual([]);

    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { token: actors.owner.token, body: { privacy: 'public' } });
    expect(await codesFor('xylophone')).toEqual([code.zarcode]);
  });

  it('finds a code by its new title and address words once edited, and no longer by the old ones', async () => {
    const code = await createZarcode(app, actors.owner, { title: 'Marimba workshop', city: 'Stellenbosch' });
    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, {
      token: actors.owner.token,
      body: { title: 'Djembe studio', addressLine1: '4 Quagga Lane' },
    });
    expect(await codesFor('marimba')).toEqual([]);
    expect(await codesFor('djembe')).toEqual([code.zarcode]);
    expect(await codesFor('quagga lane')).toEqual([code.zarcode]);
  });

  it('answers the exact code first, above busier codes that mention it, and those by popularity', async () => {
    const exact = await createZarcode(app, actors.owner, { title: 'Depot', city: 'Worcester' });
    const other = await createZarcode(app, actors.other, { title: `Opposite ${exact.zarcode} depot`, city: 'Worcester', views: 900 });

    // 300 views is a tier below 900 (search_rank 4 against 5), so it ranks lower though newer.
    const busier = await createZarcode(app, actors.other, { title: `Behind ${exact.zarcode}`, city: 'Worcester', views: 300 });

    expect(await codesFor(exact.zarcode)).toEqual([exact.zarcode, other.zarcode, busier.zarcode]);
    expect((await codesFor(exact.zarcode.toLowerCase().replace('-', '')))[0]).toBe(exact.zarcode);
  });

  it('finds a code by words that name another code, digits-only suffix and all', async () => {
    // The parser would read '-6356' as a negative number; hyphens are stored as spaces.
    const named = await createZarcode(app, actors.owner, { title: 'Across from 7QQ-6356 and 7QQ-AB23', city: 'Worcester' });
    expect(await codesFor('7QQ-6356')).toEqual([named.zarcode]);
    expect(await codesFor('7qq 6356')).toEqual([named.zarcode]);
    expect(await codesFor('7QQ-AB23')).toEqual([named.zarcode]);
  });

  it('answers nothing for a blank query or one with no letters or digits', async () => {
    for (const q of ['', '   ', '!!!', '-', "'"]) {
      const answer = await search(q);
      expect(answer.status, q).toBe(200);
      expect(answer.body).toEqual({ zarcodes: [] });
    }
    const none = await app.request('GET', '/api/zarcodes/search');
    expect(none.body).toEqual({ zarcodes: [] });
  });

  it('takes quotes, operators and odd characters as text, never as an error', async () => {
    for (const q of ["O'Brien & Sons", 'spaza | shop', '!spaza', 'a:*', '(spaza', '%_\\', 'Émile straße', '🙂 spaza', 'spaza\u0000shop']) {
      const answer = await search(q);
      expect(answer.status, q).toBe(200);
    }
    expect(await codesFor('(spaza)')).toEqual([publicCode.zarcode]);
  });

  it('answers at most 20 codes', async () => {
    const person = actors.admin;
    await giveBundle(app, person);
    await Promise.all(Array.from({ length: 22 }, () => createZarcode(app, person, { title: 'Zebra crossing', city: 'Paarl' })));
    const answer = await search('zebra');
    expect(answer.body.zarcodes).toHaveLength(20);
  });

  it('answers a query over 200 characters with 400', async () => {
    expectMessage(await search('x'.repeat(201)), 400, 'q must be at most 200 characters');
  });

  it('answers a repeated q with 400, never 500', async () => {
    expectMessage(await app.request('GET', '/api/zarcodes/search?q=a&q=b'), 400);
  });

  it("answers 401 'Invalid token' to a bad token", async () => {
    expectMessage(await app.request('GET', '/api/zarcodes/search?q=spaza', { token: 'junk' }), 401, 'Invalid token');
  });
});

describe('GET /api/search/combined', () => {
  const combined = (q: string, user?: TestUser) =>
    app.request<{ results: SearchResult[] }>('GET', `/api/search/combined?q=${encodeURIComponent(q)}`, {
      token: user?.token,
    });
  const codesIn = (results: SearchResult[]) => results.filter((r) => r.type === 'zarcode').map((r) => r.zarcode);

  it('answers an exact code as the first result, and no places, for everyone', async () => {
    for (const user of everyone()) {
      const answer = await combined(publicCode.zarcode.toLowerCase(), user);
      expect(answer.status).toBe(200);
      expect(answer.body.results[0]).toMatchObject({
        type: 'zarcode',
        id: publicCode.id,
        zarcode: publicCode.zarcode,
        title: 'Sizwe Spaza Shop',
        description: 'Next to the yellow container',
        latitude: -33.9797,
        longitude: 18.5697,
      });
      expect(answer.body.results[0]!.subtitle).toContain(publicCode.zarcode);
      expect(answer.body.results.filter((r) => r.type === 'address')).toEqual([]);
    }
  });

  it('finds the exact code in any form: with spaces, without the hyphen', async () => {
    const compact = publicCode.zarcode.replace('-', '');
    for (const typed of [compact, `${compact.slice(0, 3)} ${compact.slice(3)}`.toLowerCase()]) {
      expect((await combined(typed)).body.results[0]?.zarcode, typed).toBe(publicCode.zarcode);
    }
  });

  it('answers the exact code above a busier code whose title names it', async () => {
    const exact = await createZarcode(app, actors.owner, { title: 'Gate 4', city: 'George' });
    await createZarcode(app, actors.other, { title: `Across from ${exact.zarcode}`, city: 'George', views: 5000 });
    const answer = await combined(exact.zarcode);
    expect(codesIn(answer.body.results)).toHaveLength(2);
    expect(answer.body.results[0]!.zarcode).toBe(exact.zarcode);
  });

  it("shows a private code found by its code with the code in place of its title to visitors, and the title to its owner", async () => {
    for (const user of [undefined, actors.other]) {
      const answer = await combined(privateCode.zarcode, user);
      expect(answer.body.results[0]).toMatchObject({
        type: 'zarcode',
        zarcode: privateCode.zarcode,
        title: privateCode.zarcode,
        description: null,
      });
      expect(answer.text).not.toContain('Nomsa');
      expect(answer.text).not.toContain('Quokka');
    }
    for (const user of [actors.owner, actors.admin]) {
      expect((await combined(privateCode.zarcode, user)).body.results[0]!.title).toBe('Grandmother Nomsa hideaway');
    }
  });

  it('never finds a private code by the words of its title or description', async () => {
    for (const q of ['Grandmother Nomsa', 'hideaway', 'Quokka lantern']) {
      for (const user of [undefined, actors.other, actors.owner]) {
        const answer = await combined(q, user);
        expect(answer.status).toBe(200);
        expect(codesIn(answer.body.results), q).not.toContain(privateCode.zarcode);
        expect(answer.text).not.toContain('Nomsa');
      }
    }
  });

  it("finds a public code by its title, and places by their name, with the places' coordinates", async () => {
    const byTitle = await combined('Sizwe Spaza');
    expect(codesIn(byTitle.body.results)).toEqual([publicCode.zarcode]);

    const places = (await combined('Khayelitsha')).body.results.filter((r) => r.type === 'address');
    expect(places[0]).toMatchObject({ type: 'address', title: 'Khayelitsha', zarcode: null, description: null });
    expect(places[0]!.subtitle).toContain('Cape Town');
    expect(places[0]!.latitude).toBeCloseTo(-34.04, 1);
    expect(places[0]!.longitude).toBeCloseTo(18.67, 1);
  });

  it('puts a code before a place that matches equally well', async () => {
    const answer = await combined('Gugulethu');
    const kinds = answer.body.results.map((r) => `${r.type}:${r.zarcode ?? r.title}`);
    expect(kinds.slice(0, 2)).toEqual([`zarcode:${publicCode.zarcode}`, 'address:Gugulethu']);
  });

  describe('ranking by the address-match score', () => {
    let streetAndSuburb: ZarcodeRecord; // street 30 + suburb 20 + 3 words
    let streetOnly: ZarcodeRecord; // street 30 + 3 words
    let wordsOnly: ZarcodeRecord; // 3 words

    beforeAll(async () => {
      const place = { city: 'Cape Town', province: 'Western Cape', title: 'Office' };
      // The busier codes come first from the database; the score must reorder them.
      wordsOnly = await createZarcode(app, actors.owner, {
        ...place,
        addressLine1: '3 Gardens Road',
        addressLine2: 'Long Street Mall',
        suburb: 'Tamboerskloof',
        views: 500,
      });
      streetOnly = await createZarcode(app, actors.other, {
        ...place,
        addressLine1: '7 Long Street',
        addressLine2: 'Gardens Centre',
        suburb: 'Vredehoek',
        views: 300,
      });
      streetAndSuburb = await createZarcode(app, actors.admin, {
        ...place,
        addressLine1: '12 Long Street',
        suburb: 'Gardens',
      });
    });

    it('ranks street and suburb above street alone, above shared words alone', async () => {
      const answer = await combined('Long Street Gardens');
      expect(codesIn(answer.body.results)).toEqual([streetAndSuburb.zarcode, streetOnly.zarcode, wordsOnly.zarcode]);
    });

    it('reads street abbreviations as the full word', async () => {
      const answer = await combined('long st gardens');
      expect(codesIn(answer.body.results)[0]).toBe(streetAndSuburb.zarcode);
    });

    it('ranks the same order for every viewer', async () => {
      for (const user of everyone()) {
        const answer = await combined('Long Street Gardens', user);
        expect(codesIn(answer.body.results)).toEqual([streetAndSuburb.zarcode, streetOnly.zarcode, wordsOnly.zarcode]);
      }
    });

    it('gives the street number its points only with its street', async () => {
      const withNumber = await createZarcode(app, actors.owner, {
        title: 'Shop',
        addressLine1: '40 Bree Street',
        addressLine2: 'Loop Street corner',
        suburb: 'Bo-Kaap',
        views: 10,
      });
      const otherStreet = await createZarcode(app, actors.owner, {
        title: 'Shop',
        addressLine1: '40 Loop Street',
        addressLine2: 'Bree Street side',
        suburb: 'Bo-Kaap',
        views: 900,
      });
      // '40 Bree Street': the first has number + street (70); the second only its words.
      const answer = await combined('40 Bree Street Bo-Kaap');
      expect(codesIn(answer.body.results).slice(0, 2)).toEqual([withNumber.zarcode, otherStreet.zarcode]);
    });
  });

  it('answers at most 10 results', async () => {
    await giveBundle(app, actors.other);
    await Promise.all(
      Array.from({ length: 12 }, () => createZarcode(app, actors.other, { title: 'Quagga farm stall', city: 'Ceres' })),
    );
    const answer = await combined('quagga');
    expect(answer.body.results).toHaveLength(10);
  });

  it('answers an empty list for a blank query, and for one nothing matches', async () => {
    for (const q of ['', '    ', 'qwzxqwzxqwzx']) {
      const answer = await combined(q);
      expect(answer.status, q).toBe(200);
      expect(answer.body).toEqual({ results: [] });
    }
    expect((await app.request('GET', '/api/search/combined')).body).toEqual({ results: [] });
  });

  it('takes odd characters as text, never as an error', async () => {
    for (const q of ["O'Brien & Sons", 'a | b', '!!!', '%_\\', '1CT-', '🙂', '<script>', 'a\u0000b']) {
      expect((await combined(q)).status, q).toBe(200);
    }
  });

  it('answers a query over 200 characters with 400', async () => {
    expectMessage(await combined('x'.repeat(201)), 400, 'q must be at most 200 characters');
  });

  it('answers a repeated q with 400, never 500', async () => {
    expectMessage(await app.request('GET', '/api/search/combined?q=a&q=b'), 400);
  });

  it("answers 401 'Invalid token' to a bad token", async () => {
    expectMessage(await app.request('GET', '/api/search/combined?q=spaza', { token: 'junk' }), 401, 'Invalid token');
  });
});
