/**
 * The nine provinces of South Africa, in our agreed spelling and order (docs/rules.md#codes), with the
 * digit each one gives a standard ZARcode prefix.
 */
export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'Northern Cape',
  'North West',
  'Western Cape',
] as const;

export type Province = (typeof PROVINCES)[number];

/** The first character of a standard prefix: one digit per province, 1 to 9. */
export const PROVINCE_DIGITS: Readonly<Record<Province, number>> = {
  'Western Cape': 1,
  'Eastern Cape': 2,
  'Northern Cape': 3,
  'Free State': 4,
  'KwaZulu-Natal': 5,
  'North West': 6,
  Gauteng: 7,
  Mpumalanga: 8,
  Limpopo: 9,
};

/**
 * Other names people and geocoders use, beyond the official ones: ISO 3166-2 codes (current and
 * withdrawn), the usual abbreviations, Afrikaans names and the names the provinces had before 1995-2003.
 * Keys are in the squashed form `squash` produces; the official names are added below.
 */
const ALIASES: Readonly<Record<string, Province>> = {
  // Eastern Cape
  ec: 'Eastern Cape',
  ecape: 'Eastern Cape',
  ooskaap: 'Eastern Cape',
  // Free State
  fs: 'Free State',
  ofs: 'Free State',
  orangefreestate: 'Free State',
  vrystaat: 'Free State',
  oranjevrystaat: 'Free State',
  // Gauteng
  gp: 'Gauteng',
  gt: 'Gauteng',
  gau: 'Gauteng',
  pwv: 'Gauteng',
  // KwaZulu-Natal
  kzn: 'KwaZulu-Natal',
  nl: 'KwaZulu-Natal',
  natal: 'KwaZulu-Natal',
  // Limpopo
  lp: 'Limpopo',
  lim: 'Limpopo',
  np: 'Limpopo',
  northernprovince: 'Limpopo',
  northerntransvaal: 'Limpopo',
  noordelikeprovinsie: 'Limpopo',
  // Mpumalanga
  mp: 'Mpumalanga',
  mpu: 'Mpumalanga',
  easterntransvaal: 'Mpumalanga',
  oostransvaal: 'Mpumalanga',
  // Northern Cape
  nc: 'Northern Cape',
  ncape: 'Northern Cape',
  noordkaap: 'Northern Cape',
  // North West
  nw: 'North West',
  noordwes: 'North West',
  // Western Cape
  wc: 'Western Cape',
  wcape: 'Western Cape',
  weskaap: 'Western Cape',
};

/** Words that add nothing to a province's name: "Gauteng Province", "Province of the Western Cape", "ZA-GP". */
const FILLER_WORDS = new Set(['province', 'provinsie', 'prov', 'of', 'the', 'za', 'south', 'africa', 'rsa']);

/**
 * Lower-cases, removes accents and every character that is not a letter or digit, and (unless asked to
 * keep them) the filler words.
 */
function squash(name: string, keepFillers = false): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && (keepFillers || !FILLER_WORDS.has(word)))
    .join('');
}

const LOOKUP: ReadonlyMap<string, Province> = new Map<string, Province>([
  ...PROVINCES.map((province) => [squash(province), province] as const),
  ...Object.entries(ALIASES),
]);

/** True when the value is one of the nine official spellings, exactly. */
export function isProvince(value: unknown): value is Province {
  return typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);
}

/**
 * Finds the province a person or a geocoder meant, tolerantly: any case, with or without hyphens,
 * spaces, accents or the word "Province"; abbreviations and ISO codes ('KZN', 'GP', 'ZA-WC'); Afrikaans
 * names ('Wes-Kaap'); and the pre-1995 names ('Natal', 'Orange Free State', 'Northern Province').
 * Returns the official spelling, or null when the text names no province.
 */
export function findProvince(name: string | null | undefined): Province | null {
  if (typeof name !== 'string') return null;
  // Whole names first, so that 'Northern Province' (Limpopo's old name) is not read as 'Northern'.
  const key = squash(name);
  return LOOKUP.get(squash(name, true)) ?? (key === '' ? null : (LOOKUP.get(key) ?? null));
}

/** The prefix digit of a province: Western Cape 1 ... Limpopo 9. */
export function provinceDigit(province: Province): number {
  return PROVINCE_DIGITS[province];
}

/** The province whose prefix digit this is ('1' or 1 gives Western Cape), or null for anything else. */
export function provinceForDigit(digit: string | number): Province | null {
  const value = typeof digit === 'number' ? digit : /^[1-9]$/.test(digit) ? Number(digit) : NaN;
  return PROVINCES.find((province) => PROVINCE_DIGITS[province] === value) ?? null;
}
