import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../../src/domain/geo/provinces';
import { type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';

// Places for the map, from the offline South African gazetteer (no maps key is set): search,
// reverse look-up of a point, and one place by its id. Public: the generator and the
// address-not-found page use them, signed in or not.

const ATTRIBUTIONS = ['GeoNames (CC BY 4.0)', 'SimpleMaps (CC BY 4.0)', 'Natural Earth'];

const { app, actors } = useTestApp();

const everyone = () => [undefined, actors.owner, actors.other, actors.admin] as (TestUser | undefined)[];

describe('GET /api/places/search', () => {
  const search = (query: string, user?: TestUser) =>
    app.request('GET', `/api/places/search${query}`, { token: user?.token });

  it('finds a township by name with its city, province and coordinates, for everyone, with the data credits', async () => {
    for (const user of everyone()) {
      const answer = await search('?q=Khayelitsha', user);
      expect(answer.status).toBe(200);
      expect(answer.body.places[0]).toMatchObject({
        id: 'khayelitsha-wc',
        name: 'Khayelitsha',
        subtitle: 'Cape Town, Western Cape',
        suburb: 'Khayelitsha',
        city: 'Cape Town',
        province: 'Western Cape',
      });
      expect(answer.body.places[0].latitude).toBeCloseTo(-34.04, 2);
      expect(answer.body.places[0].longitude).toBeCloseTo(18.68, 2);
      expect(answer.body.attributions).toEqual(ATTRIBUTIONS);
    }
  });

  it('ignores case and accents, and knows old names (Port Elizabeth is Gqeberha)', async () => {
    expect((await search('?q=KHAYELITSHA')).body.places[0].id).toBe('khayelitsha-wc');
    expect((await search('?q=khayélitsha')).body.places[0].id).toBe('khayelitsha-wc');
    expect((await search('?q=Port%20Elizabeth')).body.places[0]).toMatchObject({ name: 'Gqeberha', province: 'Eastern Cape' });
  });

  it('answers only places in South Africa', async () => {
    for (const q of ['London', 'Maseru', 'Gaborone', 'Paris', 'Cape']) {
      const answer = await search(`?q=${q}`);
      expect(answer.status, q).toBe(200);
      for (const place of answer.body.places) expect(PROVINCES, `${q}: ${place.name}`).toContain(place.province);
    }
    expect((await search('?q=Maseru')).body.places).toEqual([]);
  });

  it('answers as many places as asked for, 8 by default', async () => {
    expect((await search('?q=Ma')).body.places).toHaveLength(8);
    expect((await search('?q=Ma&limit=3')).body.places).toHaveLength(3);
    expect((await search('?q=Ma&limit=20')).body.places).toHaveLength(20);
  });

  it('answers no places for a blank query, or none at all', async () => {
    for (const query of ['', '?q=', '?q=%20%20', '?q=!!!', '?q=%00']) {
      const answer = await search(query);
      expect(answer.status, query).toBe(200);
      expect(answer.body.places, query).toEqual([]);
    }
  });

  it.each(['0', '21', 'abc', '2.5', '-1'])('answers limit=%s with 400 and a message', async (limit) => {
    expectMessage(await search(`?q=Durban&limit=${limit}`), 400, 'limit must be a whole number from 1 to 20');
  });

  it('answers a query over 200 characters with 400', async () => {
    expectMessage(await search(`?q=${'x'.repeat(201)}`), 400, 'q must be at most 200 characters');
  });

  it('answers a repeated q with 400, never 500', async () => {
    expectMessage(await search('?q=a&q=b'), 400);
  });
});

describe('GET /api/places/reverse', () => {
  const reverse = (query: string, user?: TestUser) =>
    app.request('GET', `/api/places/reverse${query}`, { token: user?.token });

  it("names the suburb, city and province of a point in South Africa, for everyone", async () => {
    for (const user of everyone()) {
      const answer = await reverse('?lat=-33.9249&lng=18.4241', user);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        found: true,
        addressLine1: null,
        suburb: 'Cape Town',
        city: 'Cape Town',
        province: 'Western Cape',
        country: 'South Africa',
        placeId: 'cape-town-wc',
        attributions: ATTRIBUTIONS,
      });
    }
  });

  it('puts a township in its metro city: Umlazi is in Durban, KwaZulu-Natal', async () => {
    const answer = await reverse('?lat=-29.967&lng=30.883');
    expect(answer.body).toMatchObject({ found: true, suburb: 'Umlazi', city: 'Durban', province: 'KwaZulu-Natal' });
  });

  it('answers found: false for a point outside South Africa (Lesotho, London, the open sea)', async () => {
    for (const query of ['?lat=-29.3&lng=27.5', '?lat=51.5&lng=-0.12', '?lat=-40&lng=0']) {
      const answer = await reverse(query);
      expect(answer.status, query).toBe(200);
      expect(answer.body, query).toEqual({
        found: false,
        addressLine1: null,
        suburb: null,
        city: null,
        province: null,
        country: null,
        placeId: null,
        attributions: ATTRIBUTIONS,
      });
    }
  });

  it.each([
    ['?lng=18.4', 'lat must be a number'],
    ['?lat=-33.9', 'lng must be a number'],
    ['?lat=north&lng=18.4', 'lat must be a number'],
    ['?lat=-33.9&lng=east', 'lng must be a number'],
    ['?lat=-90.5&lng=18.4', 'lat must be between -90 and 90'],
    ['?lat=91&lng=18.4', 'lat must be between -90 and 90'],
    ['?lat=-33.9&lng=180.1', 'lng must be between -180 and 180'],
    ['?lat=-33.9&lng=-181', 'lng must be between -180 and 180'],
  ])('answers %s with 400 and a message', async (query, message) => {
    expectMessage(await reverse(query), 400, message);
  });

  it('answers no coordinates at all, or repeated ones, with 400, never 500', async () => {
    expectMessage(await reverse(''), 400);
    expectMessage(await reverse('?lat=-33.9&lat=-34&lng=18.4'), 400);
    expectMessage(await reverse('?lat=Infinity&lng=18.4'), 400);
  });

  it('answers blank coordinates with 400, not as the point 0,0', async () => {
    expectMessage(await reverse('?lat=&lng=18.4'), 400, 'lat must be a number');
    expectMessage(await reverse('?lat=-33.9&lng=%20'), 400, 'lng must be a number');
  });
});

describe('GET /api/places/{id}', () => {
  const place = (id: string, user?: TestUser) => app.request('GET', `/api/places/${id}`, { token: user?.token });

  it('answers a place by its id, for everyone', async () => {
    for (const user of everyone()) {
      const answer = await place('umlazi-kzn', user);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        place: { id: 'umlazi-kzn', name: 'Umlazi', city: 'Durban', province: 'KwaZulu-Natal' },
        attributions: ATTRIBUTIONS,
      });
    }
  });

  it('answers the same place as the search and the reverse look-up gave', async () => {
    const found = (await app.request('GET', '/api/places/search?q=Gugulethu')).body.places[0];
    expect((await place(found.id)).body.place).toEqual(found);
    const reversed = (await app.request('GET', '/api/places/reverse?lat=-33.9249&lng=18.4241')).body;
    expect((await place(reversed.placeId)).body.place).toMatchObject({ name: 'Cape Town', province: 'Western Cape' });
  });

  it("answers 404 'Place not found' for an id no place has", async () => {
    for (const id of ['nowhere-wc', 'UMLAZI-KZN', '..%2F..%2Fetc%2Fpasswd', '%F0%9F%99%82', 'x'.repeat(90)]) {
      expectMessage(await place(id), 404, 'Place not found');
    }
  });

  it('answers an id far too long with a 4xx message, never 500', async () => {
    const answer = await place('x'.repeat(301));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectMessage(answer, answer.status);
  });
});
