/** Dates as South Africans write them: "5 Mar 2025"; with the time for the details dialog. */
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Made on first use: a formatter costs tens of milliseconds on a slow phone, too much for every page's start. */
function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit' };
const DATE = madeOnce(() => new Intl.DateTimeFormat('en-ZA', DATE_OPTIONS));
const DATE_TIME = madeOnce(() => new Intl.DateTimeFormat('en-ZA', DATE_TIME_OPTIONS));

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Mar 2025"; in another language's words when given its tag ("5 Mrt. 2025" for af-ZA). */
export function formatDate(value: string, locale?: string): string {
  const date = parse(value);
  if (!date) return value;
  return locale && locale !== 'en-ZA' ? new Intl.DateTimeFormat(locale, DATE_OPTIONS).format(date) : DATE().format(date);
}

/** "5 Mar 2025, 14:30"; in another language's words when given its tag. */
export function formatDateTime(value: string, locale?: string): string {
  const date = parse(value);
  if (!date) return value;
  return locale && locale !== 'en-ZA' ? new Intl.DateTimeFormat(locale, DATE_TIME_OPTIONS).format(date) : DATE_TIME().format(date);
}

/** "Cape Town, Western Cape": the Location Details line of a code. */
export function cityAndProvince(code: { city: string; province: string }): string {
  return [code.city, code.province].filter(Boolean).join(', ');
}

/** The rows a page of a list shows, for "Showing 11 to 20 of 23 results". */
export function shownRows(page: number, limit: number, total: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total), total };
}

/** "15" or "15.5" from "15.00" / "15.50": a rate as people write it. */
export function formatRate(rate: string): string {
  const value = Number(rate);
  return Number.isFinite(value) ? String(value) : rate;
}

/** A distance as a driver reads it: "850 m" under a kilometre, else "12.4 km" (in the language's own digits). */
export function formatDistance(meters: number, locale = 'en-ZA'): string {
  if (meters < 1000) return `${Math.round(meters).toLocaleString(locale)} m`;
  return `${(meters / 1000).toLocaleString(locale, { maximumFractionDigits: meters < 100_000 ? 1 : 0 })} km`;
}
