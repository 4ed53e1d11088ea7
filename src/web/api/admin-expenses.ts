import * as endpoints from '../../domain/expenses/endpoints';
import type { ExpenseCategory } from '../../domain/expenses/expenses';
import type { ExpenseInput } from '../../domain/expenses/schemas';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';
import { useRefreshingMutation } from './refreshing-mutation';

export interface AdminExpenseFilters {
  page: number;
  /** YYYY-MM, or '' for every month. */
  month: string;
  category: ExpenseCategory | '';
  search: string;
}

export const adminExpenseKeys = {
  all: ['admin', 'expenses'] as const,
  list: (filters: AdminExpenseFilters) => ['admin', 'expenses', filters] as const,
};

export const ADMIN_EXPENSES_PAGE_SIZE = 25;

/** A page of expenses, their totals, and totals by category and by month. */
export function useAdminExpensesQuery(filters: AdminExpenseFilters) {
  return useAdminListQuery(adminExpenseKeys.list(filters), endpoints.adminListExpensesEndpoint, {
    ...filters,
    limit: ADMIN_EXPENSES_PAGE_SIZE,
  });
}

/** A new expense, or the whole of an existing one when `id` is given. */
export function useSaveExpenseMutation() {
  return useRefreshingMutation([adminExpenseKeys.all], ({ id, body }: { id: string | null; body: ExpenseInput }) =>
    id ? api.call(endpoints.adminUpdateExpenseEndpoint, { params: { id }, body }) : api.call(endpoints.adminCreateExpenseEndpoint, { body }),
  );
}

export function useDeleteExpenseMutation() {
  return useRefreshingMutation([adminExpenseKeys.all], (id: string) => api.call(endpoints.adminDeleteExpenseEndpoint, { params: { id } }));
}
