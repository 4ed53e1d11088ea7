/** The values a query string may carry; undefined, null and '' are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * `?a=1&b=two` from the values given, in their order, encoded as forms are; '' when none is left.
 * The one way the web app writes a query string (API calls and page paths alike).
 */
export function queryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
