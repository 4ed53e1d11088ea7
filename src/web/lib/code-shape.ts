/**
 * The code-shaped test of document 1, section 5, used by the router and the search boxes: after
 * removing spaces and hyphens and uppercasing, exactly 7 characters, either a digit 1-9 and two
 * letters, or three letters, then four letters or digits.
 *
 * Web-only for now: when src/domain/zarcode exports the same rule, use that instead.
 */
const CODE_SHAPE = /^(?:[1-9][A-Z]{2}|[A-Z]{3})[A-Z0-9]{4}$/;

export function compactCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function isCodeShaped(input: string): boolean {
  return CODE_SHAPE.test(compactCode(input));
}

/** "1ct 7k2m" -> "1CT-7K2M"; null when the input is not code-shaped. */
export function formatCode(input: string): string | null {
  const compact = compactCode(input);
  return CODE_SHAPE.test(compact) ? `${compact.slice(0, 3)}-${compact.slice(3)}` : null;
}
