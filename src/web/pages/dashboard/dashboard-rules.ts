/**
 * The dashboard's numbers (docs/rules.md#constants) and the small pure rules built on them, unit-tested
 * beside this file.
 */

/** The table shows 25 codes a page, with at most 5 numbered page buttons. */
export const TABLE_PAGE_SIZE = 25;
export const MAX_PAGE_BUTTONS = 5;

/**
 * The numbered page buttons around the current page: at most `max`, the current one in the middle
 * where it can be, never beyond the first or last page.
 */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
