/** Field names whose values never enter the audit log: passwords, keys, secrets and tokens. */
const SECRET_FIELD = /pass(word|phrase)|secret|token|api_?key|apikey|private_?key|hash/i;

export const REDACTED = '[redacted]';

/**
 * A copy of `value` safe to record: every field whose name says it holds a secret is replaced by
 * `[redacted]` at any depth; dates become ISO strings, so the entry reads the same on both databases.
 */
export function redactSecrets(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, SECRET_FIELD.test(key) ? REDACTED : redactSecrets(field)]),
    );
  }
  return value;
}
