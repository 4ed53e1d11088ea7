import { z } from 'zod';
import { adminPaymentsQuerySchema } from '../payments/schemas';
import { adminUsersQuerySchema } from '../user/schemas';
import { adminZarcodesQuerySchema } from '../zarcode/admin-schemas';

// The admins' CSV exports: codes (GET /api/admin/maps/export-csv) and GET /api/admin/export/{kind}.
// Each takes the filters of its admin list, and answers every match, newest first, as CSV with a BOM
// (domain/csv). Expenses join the kinds when their table exists.

export const EXPORT_KINDS = ['users', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportParamsSchema = z.object({
  kind: z.enum(EXPORT_KINDS, { error: `Nothing to export by that name: one of ${EXPORT_KINDS.join(', ')}` }),
});

/** The codes list's filters, without paging. */
export const exportZarcodesQuerySchema = adminZarcodesQuerySchema.omit({ page: true, limit: true });
export type ExportZarcodesQuery = z.output<typeof exportZarcodesQuerySchema>;

/** The users list's filters, without paging. */
export const exportUsersQuerySchema = adminUsersQuerySchema.omit({ page: true, limit: true });
export type ExportUsersQuery = z.output<typeof exportUsersQuerySchema>;

/** The payments list's filters (its page and limit are ignored). */
export const exportPaymentsQuerySchema = adminPaymentsQuerySchema;
