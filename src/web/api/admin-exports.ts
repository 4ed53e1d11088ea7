import { useMutation } from '@tanstack/react-query';
import type { QueryParams } from '../lib/query-string';
import { api } from './client';

/** The admins' CSV downloads, by name: their API path. */
export const EXPORT_PATHS = {
  zarcodes: '/admin/maps/export-csv',
  users: '/admin/export/users',
  payments: '/admin/export/payments',
} as const;
export type ExportName = keyof typeof EXPORT_PATHS;

/** GETs a CSV export as text (with the token, so it cannot be a plain link). */
export function useCsvExportMutation() {
  return useMutation({
    mutationFn: ({ name, filters }: { name: ExportName; filters: QueryParams }) =>
      api.get<string>(EXPORT_PATHS[name], { query: filters, responseType: 'text' }),
  });
}
