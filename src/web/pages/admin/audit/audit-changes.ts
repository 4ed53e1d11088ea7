/** One field of a record as an audit entry saw it change. */
export interface FieldChange {
  field: string;
  /** The value as text; null when the field was absent on that side. */
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded value as people read it: text as it is, anything else as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields an entry's before and after differ in, in the order they were recorded; a creation
 * (no before) or a deletion (no after) lists every field. Values that are not objects show as one
 * field named "value".
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) {
    return [{ field: 'value', before: before == null ? null : valueText(before), after: after == null ? null : valueText(after) }];
  }
  const was = (before ?? null) as Record<string, unknown> | null;
  const is = (after ?? null) as Record<string, unknown> | null;
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  return fields.flatMap((field) => {
    const beforeText = was && field in was ? valueText(was[field]) : null;
    const afterText = is && field in is ? valueText(is[field]) : null;
    if (was && is && beforeText === afterText) return [];
    return [{ field, before: beforeText, after: afterText }];
  });
}
