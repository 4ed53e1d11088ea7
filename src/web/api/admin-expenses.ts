import type { MessageReply } from '../../domain/api/schemas';
import type { ExpenseCategory } from '../../domain/expenses/expenses';
import type { AdminExpenseListReply, ExpenseInput, ExpenseRecord } from '../../domain/expenses/schemas';
import { api } from './client';
import { useAdminListQueryByPath } from './admin-list-query';
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

/** GET /api/admin/expenses: a page of expenses, their totals, and totals by category and by month. */
export function useAdminExpensesQuery(filters: AdminExpenseFilters) {
  return useAdminListQueryByPath<AdminExpenseListReply>(adminExpenseKeys.list(filters), '/admin/expenses', {
    ...filters,
    limit: ADMIN_EXPENSES_PAGE_SIZE,
  });
}

/** POST /api/admin/expenses, or PUT /api/admin/expenses/{id} when `id` is given (the whole expense). */
export function useSaveExpenseMutation() {
  return useRefreshingMutation(
    [adminExpenseKeys.all],
    ({ id, body }: { id: string | null; body: ExpenseInput }) =>
      id
        ? api.put<ExpenseRecord>(`/admin/expenses/${encodeURIComponent(id)}`, body)
        : api.post<ExpenseRecord>('/admin/expenses', body),
  );
}

/** DELETE /api/admin/expenses/{id}. */
export function useDeleteExpenseMutation() {
  return useRefreshingMutation(
    [adminExpenseKeys.all],
    (id: string) => api.delete<MessageReply>(`/admin/expenses/${encodeURIComponent(id)}`),
  );
}
