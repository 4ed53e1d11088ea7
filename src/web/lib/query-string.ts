/**
 * The values of a query string, each written with String(); undefined, null and '' are left out.
 * (Values are `unknown` because the domain's list filters are zod input types, whose coerced numbers
 * are typed so.)
 */
export type QueryParams = Readonly<Record<string, unknown>>;

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
