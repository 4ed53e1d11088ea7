import type { Pagination } from './schemas';

/** The pagination of an answer: the page asked for, and how many pages `total` rows make. */
export function paginationOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}
