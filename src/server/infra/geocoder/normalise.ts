/**
 * Search keys for place names: accents dropped, lower case, letters and digits only, so that
 * "Ga-Rankuwa", "ga rankuwa" and "GARANKUWA" meet, and "Pretória" finds Pretoria.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The keys of the second and later words of a name, each running to the end of the name:
 * "Mitchells Plain" gives ["plain"], "King William's Town" gives ["williamstown", "town"].
 * They let a search for "plain" find Mitchells Plain, after the places whose names start with it.
 */
export function laterWordKeys(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const keys: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const key = words.slice(i).join('');
    if (key.length >= 2) keys.push(key);
  }
  return keys;
}
