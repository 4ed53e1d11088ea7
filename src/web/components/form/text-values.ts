/**
 * A record's text fields as a form holds them: each field's text, or '' where the record is missing
 * (a new one) or the field is not set (null). Forms never hold null: an input's value is always text.
 */
export function textValues<Field extends string>(
  record: Partial<Record<Field, string | null>> | null | undefined,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as Record<Field, string>;
}
