import { desc, type AnyColumn } from 'drizzle-orm';

// How lists are read: the order their pages follow, and where a page starts.

/** The newest first; the id breaks ties, so that no row shows on two pages, or on none. */
export const newestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) => [desc(table.createdAt), desc(table.id)];

/** How many rows come before a page of a list (pages count from 1). */
export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;
