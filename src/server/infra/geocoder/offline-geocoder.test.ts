import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAZETTEER_ATTRIBUTIONS } from './attributions';
import { createOfflineGeocoder, Gazetteer, loadGazetteer, placeIds, type PlacesFile } from './offline-geocoder';
import { ProvinceLocator, type ProvincesFile } from './province-locator';
import { PROVINCE_BY_CODE, PROVINCE_NAMES, type ProvinceName } from './types';

const gazetteer = loadGazetteer();
const dataFile = (name: string) => new URL(`./gazetteer/${name}`, import.meta.url);
const placesFile = JSON.parse(readFileSync(dataFile('za-places.json'), 'utf8')) as PlacesFile;
const provincesFile = JSON.parse(readFileSync(dataFile('za-provinces.json'), 'utf8')) as ProvincesFile;

type Expected = [label: string, latitude: number, longitude: number, suburb: string, city: string, province: ProvinceName];

/** Town centres as a map shows them (not copied from the data), with what a reverse lookup must say. */
const TOWNS: Expected[] = [
  ['Cape Town', -33.9249, 18.4241, 'Cape Town', 'Cape Town', 'Western Cape'],
  ['Johannesburg', -26.2041, 28.0473, 'Johannesburg', 'Johannesburg', 'Gauteng'],
  ['Pretoria', -25.7461, 28.1881, 'Pretoria', 'Pretoria', 'Gauteng'],
  ['Durban', -29.8587, 31.0218, 'Durban', 'Durban', 'KwaZulu-Natal'],
  ['Gqeberha', -33.9608, 25.6022, 'Gqeberha', 'Gqeberha', 'Eastern Cape'],
  ['Bloemfontein', -29.1183, 26.2205, 'Bloemfontein', 'Bloemfontein', 'Free State'],
  ['East London', -33.0153, 27.9116, 'East London', 'East London', 'Eastern Cape'],
  ['Pietermaritzburg', -29.6006, 30.3794, 'Pietermaritzburg', 'Pietermaritzburg', 'KwaZulu-Natal'],
  ['Polokwane', -23.9045, 29.4689, 'Polokwane', 'Polokwane', 'Limpopo'],
  ['Mbombela', -25.4753, 30.9694, 'Mbombela', 'Mbombela', 'Mpumalanga'],
  ['Kimberley', -28.7282, 24.7499, 'Kimberley', 'Kimberley', 'Northern Cape'],
  ['Rustenburg', -25.6676, 27.2421, 'Rustenburg', 'Rustenburg', 'North West'],
  ['Mahikeng', -25.8652, 25.6442, 'Mahikeng', 'Mahikeng', 'North West'],
  ['George', -33.963, 22.4617, 'George', 'George', 'Western Cape'],
  ['Upington', -28.4478, 21.2561, 'Upington', 'Upington', 'Northern Cape'],
  ['Mthatha', -31.5889, 28.7844, 'Mthatha', 'Mthatha', 'Eastern Cape'],
  ['Welkom', -27.9774, 26.7351, 'Welkom', 'Welkom', 'Free State'],
  ['Richards Bay', -28.783, 32.0377, 'Richards Bay', 'Richards Bay', 'KwaZulu-Natal'],
  ['Stellenbosch', -33.9346, 18.8668, 'Stellenbosch', 'Stellenbosch', 'Western Cape'],
  ['Makhanda', -33.3042, 26.5328, 'Makhanda', 'Makhanda', 'Eastern Cape'],
];

/** Townships, tested about 400 m north of their centre so that a near neighbour would show up. */
const TOWNSHIPS: Expected[] = [
  ['Umlazi', -29.967, 30.883, 'Umlazi', 'Durban', 'KwaZulu-Natal'],
  ['KwaMashu', -29.75, 30.983, 'KwaMashu', 'Durban', 'KwaZulu-Natal'],
  ['Inanda', -29.614, 30.928, 'Inanda', 'Durban', 'KwaZulu-Natal'],
  ['Ntuzuma', -29.739, 30.949, 'Ntuzuma', 'Durban', 'KwaZulu-Natal'],
  ['Chatsworth', -29.91, 30.885, 'Chatsworth', 'Durban', 'KwaZulu-Natal'],
  ['Phoenix', -29.701, 31.004, 'Phoenix', 'Durban', 'KwaZulu-Natal'],
  ['Mamelodi', -25.7022, 28.3275, 'Mamelodi', 'Pretoria', 'Gauteng'],
  ['Atteridgeville', -25.7733, 28.0714, 'Atteridgeville', 'Pretoria', 'Gauteng'],
  ['Soshanguve', -25.4729, 28.0992, 'Soshanguve', 'Pretoria', 'Gauteng'],
  ['Mabopane', -25.509, 28.064, 'Mabopane', 'Pretoria', 'Gauteng'],
  ['Ga-Rankuwa', -25.6169, 27.9947, 'Ga-Rankuwa', 'Pretoria', 'Gauteng'],
  ['Soweto', -26.2678, 27.8585, 'Soweto', 'Johannesburg', 'Gauteng'],
  ['Alexandra', -26.1053, 28.0988, 'Alexandra', 'Johannesburg', 'Gauteng'],
  ['Diepsloot', -25.9331, 28.0121, 'Diepsloot', 'Johannesburg', 'Gauteng'],
  ['Orange Farm', -26.4833, 27.8667, 'Orange Farm', 'Johannesburg', 'Gauteng'],
  ['Tembisa', -25.9964, 28.2268, 'Tembisa', 'Ekurhuleni', 'Gauteng'],
  ['Katlehong', -26.3333, 28.15, 'Katlehong', 'Ekurhuleni', 'Gauteng'],
  ['Tokoza', -26.36, 28.129, 'Tokoza', 'Ekurhuleni', 'Gauteng'],
  ['Vosloorus', -26.35, 28.2, 'Vosloorus', 'Ekurhuleni', 'Gauteng'],
  ['Daveyton', -26.1386, 28.425, 'Daveyton', 'Ekurhuleni', 'Gauteng'],
  ['Tsakane', -26.35, 28.367, 'Tsakane', 'Ekurhuleni', 'Gauteng'],
  ['Khayelitsha', -34.0403, 18.6778, 'Khayelitsha', 'Cape Town', 'Western Cape'],
  ['Mitchells Plain', -34.0506, 18.6181, 'Mitchells Plain', 'Cape Town', 'Western Cape'],
  ['Gugulethu', -33.983, 18.567, 'Gugulethu', 'Cape Town', 'Western Cape'],
  ['Langa', -33.9453, 18.53, 'Langa', 'Cape Town', 'Western Cape'],
  ['Nyanga', -33.983, 18.583, 'Nyanga', 'Cape Town', 'Western Cape'],
  ['Delft', -33.9656, 18.6444, 'Delft', 'Cape Town', 'Western Cape'],
  ['Philippi', -34.005, 18.595, 'Philippi', 'Cape Town', 'Western Cape'],
  ['Dunoon', -33.82, 18.54, 'Dunoon', 'Cape Town', 'Western Cape'],
  ['Motherwell', -33.8, 25.595, 'Motherwell', 'Gqeberha', 'Eastern Cape'],
  ['Zwide', -33.867, 25.567, 'Zwide', 'Gqeberha', 'Eastern Cape'],
  ['New Brighton', -33.905, 25.59, 'New Brighton', 'Gqeberha', 'Eastern Cape'],
  ['KwaNobuhle', -33.8, 25.4, 'KwaNobuhle', 'Kariega', 'Eastern Cape'],
  ['Mdantsane', -32.9332, 27.7766, 'Mdantsane', 'East London', 'Eastern Cape'],
  ['Botshabelo', -29.2674, 26.726, 'Botshabelo', 'Bloemfontein', 'Free State'],
  ['Seshego', -23.85, 29.383, 'Seshego', 'Polokwane', 'Limpopo'],
];

/** Places moved between provinces in 2006 and 2009, and towns whose nearest town is across the line. */
const BORDER: [string, number, number, ProvinceName][] = [
  ['Matatiele', -30.3436, 28.8116, 'Eastern Cape'],
  ['Bushbuckridge', -24.8396, 31.0686, 'Mpumalanga'],
  ['Groblersdal', -25.1684, 29.3941, 'Limpopo'],
  ['Marble Hall', -24.9663, 29.2907, 'Limpopo'],
  ['Kuruman', -27.4635, 23.4355, 'Northern Cape'],
  ['Carletonville', -26.3609, 27.3977, 'Gauteng'],
  ['Ga-Rankuwa', -25.6169, 27.9947, 'Gauteng'],
  ['Mabopane', -25.509, 28.064, 'Gauteng'],
  ['Philippolis', -30.2656, 25.2743, 'Free State'],
  ['Bizana', -30.8591, 29.8538, 'Eastern Cape'],
  ['Murraysburg', -31.9605, 23.762, 'Western Cape'],
  ['Hammanskraal', -25.4089, 28.287, 'Gauteng'],
  ['Burgersfort', -24.6755, 30.3288, 'Limpopo'],
];

/** Just off the simplified coastline: snapped to the nearest province edge. */
const COAST: [string, number, number, ProvinceName][] = [
  ['Cape Point', -34.3568, 18.497, 'Western Cape'],
  ['Cape Agulhas', -34.8292, 20.0031, 'Western Cape'],
  ['Port Edward', -31.0507, 30.228, 'KwaZulu-Natal'],
  ['Robben Island', -33.8067, 18.3665, 'Western Cape'],
];

const OUTSIDE: [string, number, number][] = [
  ['Maseru, Lesotho', -29.3151, 27.4869],
  ['Mbabane, Eswatini', -26.3054, 31.1367],
  ['Gaborone, Botswana', -24.6282, 25.9231],
  ['Windhoek, Namibia', -22.5609, 17.0658],
  ['Maputo, Mozambique', -25.9692, 32.5732],
  ['Harare, Zimbabwe', -17.8292, 31.0522],
  ['the South Atlantic, far from land', -38, 10],
  ['the Indian Ocean, 100 km off Durban', -30.2, 32.0],
  ['London', 51.5072, -0.1276],
];

describe('Gazetteer.reverse', () => {
  it.each(TOWNS)('finds %s', (_label, latitude, longitude, suburb, city, province) => {
    expect(gazetteer.reverse(latitude, longitude)).toMatchObject({ suburb, city, province, country: 'South Africa' });
  });

  it.each(TOWNSHIPS)('finds the township %s with its city', (_label, latitude, longitude, suburb, city, province) => {
    expect(gazetteer.reverse(latitude + 0.0036, longitude)).toMatchObject({ suburb, city, province });
  });

  it('puts Khayelitsha in Cape Town', () => {
    expect(gazetteer.reverse(-34.04, 18.68)).toMatchObject({ suburb: 'Khayelitsha', city: 'Cape Town', province: 'Western Cape' });
  });

  it('finds the Pretoria township Mamelodi, not the Mpumalanga village of that name', () => {
    const result = gazetteer.reverse(-25.71, 28.36);
    expect(result).toMatchObject({ suburb: 'Mamelodi', city: 'Pretoria', province: 'Gauteng' });
  });

  it.each(BORDER)('puts %s in the province it is in today', (label, latitude, longitude, province) => {
    expect(gazetteer.reverse(latitude, longitude)).toMatchObject({ suburb: label, province });
  });

  it('names a town in the same province as the point, even when a nearer one is across the line', () => {
    // South of the Orange River: Philippolis (Free State) is 24 km away, Colesberg 33 km.
    expect(gazetteer.reverse(-30.42, 25.1)).toMatchObject({ suburb: 'Colesberg', province: 'Northern Cape' });
  });

  it.each(COAST)('snaps %s to its province', (_label, latitude, longitude, province) => {
    expect(gazetteer.reverse(latitude, longitude)).toMatchObject({ province });
    const location = gazetteer.locate(latitude, longitude);
    expect(location.kind === 'province' && location.snappedKm).toBeLessThan(25);
  });

  it.each(OUTSIDE)('answers null for %s', (_label, latitude, longitude) => {
    expect(gazetteer.reverse(latitude, longitude)).toBeNull();
  });

  it('tells a neighbouring country apart from the open sea', () => {
    expect(gazetteer.locate(-29.3151, 27.4869)).toEqual({ kind: 'neighbour', code: 'LS', name: 'Lesotho' });
    expect(gazetteer.locate(-38, 10)).toEqual({ kind: 'outside' });
  });

  it('gives the distance to the named place and its id', () => {
    const result = gazetteer.reverse(-33.9249, 18.4241)!;
    expect(result.distanceKm).toBeGreaterThan(0);
    expect(result.distanceKm).toBeLessThan(1);
    expect(gazetteer.findPlace(result.placeId!)?.name).toBe('Cape Town');
  });

  it('gives a rural point its nearest town, however far', () => {
    const result = gazetteer.reverse(-30.5, 21.5); // Bushmanland, Northern Cape
    expect(result?.province).toBe('Northern Cape');
    expect(result?.distanceKm).toBeGreaterThan(5);
  });

  it('rejects coordinates that are not coordinates', () => {
    expect(() => gazetteer.reverse(Number.NaN, 18)).toThrow(RangeError);
    expect(() => gazetteer.reverse(-91, 18)).toThrow(RangeError);
    expect(() => gazetteer.reverse(-33, 181)).toThrow(RangeError);
  });
});

describe('Gazetteer.search', () => {
  const names = (query: string, limit = 10) => gazetteer.search(query, { limit }).map((p) => p.name);

  it('ranks Cape Town first for "Cape"', () => {
    expect(names('Cape')[0]).toBe('Cape Town');
    expect(names('cape t')[0]).toBe('Cape Town');
  });

  it('finds Gqeberha by its old name Port Elizabeth', () => {
    const [first] = gazetteer.search('Port Elizabeth');
    expect(first).toMatchObject({ name: 'Gqeberha', province: 'Eastern Cape' });
    expect(first?.subtitle).toContain('Port Elizabeth');
  });

  it.each([
    ['Nelspruit', 'Mbombela'],
    ['Pietersburg', 'Polokwane'],
    ['Umtata', 'Mthatha'],
    ['Warmbaths', 'Bela-Bela'],
    ['Mafikeng', 'Mahikeng'],
    ['Uitenhage', 'Kariega'],
    ['Potgietersrus', 'Mokopane'],
    ['Louis Trichardt', 'Makhado'],
    ["King William's Town", 'Qonce'],
    ['Grahamstown', 'Makhanda'],
    ['Tshwane', 'Pretoria'],
    ['Witbank', 'eMalahleni'],
    ['Thembisa', 'Tembisa'],
    ['Kaapstad', 'Cape Town'],
    ['Joburg', 'Johannesburg'],
    ['eThekwini', 'Durban'],
    ['Mangaung', 'Bloemfontein'],
  ])('finds %s as %s', (alias, name) => {
    expect(names(alias)[0]).toBe(name);
  });

  it.each([
    ['Thokoza', 'Tokoza'],
    ['Guguletu', 'Gugulethu'],
    ['Kwa Nobuhle', 'KwaNobuhle'],
    ['Louis Trich', 'Makhado'],
  ])('finds the township or town %s as %s', (alias, name) => {
    expect(names(alias)[0]).toBe(name);
  });

  it('shows another name beside a result only when the name itself does not match', () => {
    expect(gazetteer.search('jo')[0]).toMatchObject({ name: 'Johannesburg', subtitle: 'Gauteng' });
    expect(gazetteer.search('jozi')[0]).toMatchObject({ name: 'Johannesburg', subtitle: 'Gauteng (Jozi)' });
  });

  it('finds Umlazi from "umla"', () => {
    expect(names('umla')[0]).toBe('Umlazi');
  });

  it('ignores accents, case, spaces and punctuation', () => {
    expect(names('PRETÓRIA')[0]).toBe('Pretoria');
    expect(names('ga rankuwa')[0]).toBe('Ga-Rankuwa');
    expect(names('garankuwa')[0]).toBe('Ga-Rankuwa');
    expect(names('kwa mashu')[0]).toBe('KwaMashu');
    expect(names('  mitchells   plain ')[0]).toBe('Mitchells Plain');
    expect(names('Port St Johns')[0]).toBe('Port Saint John’s');
  });

  it('puts an exact name before longer names, then larger places first', () => {
    expect(names('Durban').slice(0, 2)).toEqual(['Durban', 'Durbanville']);
    expect(names('Mamelodi')[0]).toBe('Mamelodi');
    expect(gazetteer.search('Mamelodi')[0]).toMatchObject({ province: 'Gauteng', city: 'Pretoria' });
    const populations = gazetteer.search('So', { limit: 50 }).map((p) => p.population ?? -1);
    const prefixOnly = populations.slice(0, populations.indexOf(-1) === -1 ? undefined : populations.indexOf(-1));
    expect(prefixOnly).toEqual([...prefixOnly].sort((a, b) => b - a));
  });

  it('puts names starting with the query before other names of a place and later words', () => {
    expect(names('ka', 3)).not.toContain('Cape Town'); // Kaapstad is only another name
    expect(names('plain')[0]).toBe('Mitchells Plain');
  });

  it('gives suburb, city, province and a subtitle', () => {
    expect(gazetteer.search('Khayelitsha')[0]).toMatchObject({
      name: 'Khayelitsha',
      subtitle: 'Cape Town, Western Cape',
      suburb: 'Khayelitsha',
      city: 'Cape Town',
      province: 'Western Cape',
    });
    expect(gazetteer.search('Kimberley')[0]).toMatchObject({ subtitle: 'Northern Cape', city: 'Kimberley' });
  });

  it('keeps to the limit and the province asked for', () => {
    expect(gazetteer.search('a', { limit: 3 })).toHaveLength(3);
    expect(gazetteer.search('a', { limit: 500 }).length).toBeLessThanOrEqual(50);
    const inLimpopo = gazetteer.search('m', { limit: 50, province: 'Limpopo' });
    expect(inLimpopo.length).toBeGreaterThan(5);
    expect(inLimpopo.every((p) => p.province === 'Limpopo')).toBe(true);
  });

  it('finds nothing for an empty query or one with no letters or digits', () => {
    expect(gazetteer.search('')).toEqual([]);
    expect(gazetteer.search('   ')).toEqual([]);
    expect(gazetteer.search('—!?')).toEqual([]);
    expect(gazetteer.search('zzzzqqq')).toEqual([]);
  });

  it('finds a place again by the id a search returned', () => {
    const [umlazi] = gazetteer.search('Umlazi');
    expect(umlazi?.id).toBe('umlazi-kzn');
    expect(gazetteer.findPlace('umlazi-kzn')).toEqual({ ...umlazi, subtitle: 'Durban, KwaZulu-Natal' });
    expect(gazetteer.findPlace('no-such-place')).toBeNull();
  });
});

describe('the data files', () => {
  it('stay small', () => {
    expect(statSync(dataFile('za-places.json')).size).toBeLessThan(80_000);
    expect(statSync(dataFile('za-provinces.json')).size).toBeLessThan(260_000);
  });

  it('hold about a thousand places, each in one of the nine provinces', () => {
    expect(gazetteer.size).toBeGreaterThan(1000);
    for (const place of placesFile.places) expect(PROVINCE_NAMES).toContain(PROVINCE_BY_CODE[place.p]);
  });

  it('store for each place the province its polygon gives', () => {
    const locator = new ProvinceLocator(provincesFile);
    const wrong = placesFile.places.filter((p) => {
      const location = locator.locate(p.y, p.x);
      return location.kind !== 'province' || location.code !== p.p;
    });
    expect(wrong).toEqual([]);
  });

  it('hold the nine provinces and the six neighbours', () => {
    expect(provincesFile.provinces.map((p) => p.name).sort()).toEqual([...PROVINCE_NAMES].sort());
    expect(provincesFile.neighbours.map((n) => n.code).sort()).toEqual(['BW', 'LS', 'MZ', 'NA', 'SZ', 'ZW']);
  });

  it('give every place a distinct id', () => {
    const ids = placeIds(placesFile.places);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('mamelodi-'))).toEqual(['mamelodi-gp', 'mamelodi-mp']);
  });

  it('credit their sources', () => {
    expect(GAZETTEER_ATTRIBUTIONS).toEqual(['GeoNames (CC BY 4.0)', 'SimpleMaps (CC BY 4.0)', 'Natural Earth']);
    expect(placesFile.sources.join(' ')).toMatch(/GeoNames.*SimpleMaps.*Natural Earth/);
  });

  it('load from a folder given as a path', () => {
    const fromPath = Gazetteer.fromFiles(new URL('./gazetteer/', import.meta.url).pathname);
    expect(fromPath.size).toBe(gazetteer.size);
  });
});

describe('createOfflineGeocoder', () => {
  const geocoder = createOfflineGeocoder(gazetteer);

  it('answers through the Geocoder interface, with the attributions', async () => {
    expect(geocoder.kind).toBe('offline');
    expect(geocoder.attributions).toEqual(GAZETTEER_ATTRIBUTIONS);
    await expect(geocoder.reverse(-29.967, 30.883)).resolves.toMatchObject({ suburb: 'Umlazi', city: 'Durban' });
    await expect(geocoder.search('umla')).resolves.toMatchObject([{ name: 'Umlazi' }]);
    await expect(geocoder.findPlace('umlazi-kzn')).resolves.toMatchObject({ name: 'Umlazi' });
    await expect(geocoder.reverse(-29.3151, 27.4869)).resolves.toBeNull();
  });

  it('rejects bad coordinates', async () => {
    await expect(geocoder.reverse(Number.NaN, 0)).rejects.toThrow(RangeError);
  });
});
