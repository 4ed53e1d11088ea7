import { useMutation } from '@tanstack/react-query';
import * as endpoints from '../../domain/exports/endpoints';
import type { QueryParams } from '../lib/query-string';
import { api, type EndpointInput } from './client';

/** The admins' CSV downloads, by name: their endpoint. */
export const EXPORT_ENDPOINTS = {
  zarcodes: endpoints.adminExportZarcodesEndpoint,
  users: endpoints.adminExportUsersEndpoint,
  payments: endpoints.adminExportPaymentsEndpoint,
} as const;
export type ExportName = keyof typeof EXPORT_ENDPOINTS;
type ExportEndpoint = (typeof EXPORT_ENDPOINTS)[ExportName];

/** GETs a CSV export as text (with the token, so it cannot be a plain link), filtered by its list's filters. */
export function useCsvExportMutation() {
  return useMutation({
    mutationFn: async ({ name, filters }: { name: ExportName; filters: QueryParams }) =>
      String(await api.call(EXPORT_ENDPOINTS[name], { query: filters } as EndpointInput<ExportEndpoint>, { responseType: 'text' })),
  });
}
