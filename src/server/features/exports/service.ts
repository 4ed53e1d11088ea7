import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { CSV_BOM, csvFileName, csvHeader, csvRows, type CsvColumn } from '../../../domain/csv/csv';
import type { ExportUsersQuery, ExportZarcodesQuery } from '../../../domain/exports/schemas';
import type { AdminPaymentsQuery } from '../../../domain/payments/schemas';
import { paymentItemName } from '../../../domain/payments/payments';
import { formatCents } from '../../../domain/pricing/pricing';
import { southAfricanDay } from '../../../domain/time/south-african-time';
import type { Database } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { creatorProfiles, payments, users, vouchers, zarcodes } from '../../db/schema';
import { listFilters } from '../admin-users';
import { type AuditContext, recordAudit } from '../audit';
import { adminFilters as paymentFilters } from '../payments';
import { adminFilters as zarcodeFilters, selectWithOwner, type JoinedRow } from '../zarcodes';

// The admins' CSV exports. Rows are read in batches by keyset (newest first) and written as they
// come, so a million codes never sit in memory at once. Each export is recorded in the audit log:
// who took a copy of which data, with which filters.

const BATCH_SIZE = 1000;

/**
 * Where a batch starts: after the row with this creation time and id (newest first). The time is the
 * database's own text of it: PostgreSQL keeps microseconds, which a Date would lose.
 */
interface Cursor {
  createdAt: string;
  id: string;
}

/** An export ready to send: its file name and its text, a piece at a time. */
export interface CsvExport {
  fileName: string;
  lines: AsyncIterable<string>;
}


/** Rows older than the cursor, by a table's (created_at, id), newest first. */
function before(table: { createdAt: AnyColumn; id: AnyColumn }, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

type Keyset = { cursorAt: string; cursorId: string };

/** A row's cursor columns, to select beside it. */
const cursorOf = (table: { createdAt: AnyColumn; id: AnyColumn }) => ({
  cursorAt: sql<string>`${table.createdAt}::text`,
  cursorId: sql<string>`${table.id}`,
});

async function* csvLines<T extends Keyset>(
  columns: readonly CsvColumn<T>[],
  fetchBatch: (cursor: Cursor | null, limit: number) => PromiseLike<T[]>,
): AsyncIterable<string> {
  yield CSV_BOM + csvHeader(columns);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetchBatch(cursor, BATCH_SIZE);
    if (rows.length > 0) yield csvRows(columns, rows);
    if (rows.length < BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.cursorAt, id: last.cursorId };
  }
}

/** Records that `audit`'s admin took this export, with its filters. */
async function recordExport(db: Database, audit: AuditContext, what: string, filters: object): Promise<void> {
  await db.transaction((tx) => recordAudit(tx, audit, { action: `export.${what}`, targetType: 'export', targetId: what, after: { filters } }));
}

/**
 * The export `what`, once recorded: `table`'s rows matching `where`, newest first, a batch at a
 * time. `select` makes each batch's query, with cursorOf(table) beside the row's columns.
 */
async function exportNewestFirst<Row extends Keyset, Batch extends PgSelect & PromiseLike<Row[]>>(
  db: Database,
  audit: AuditContext,
  csv: { what: string; filters: object; columns: readonly CsvColumn<Row>[] },
  rows: { table: PgTable & { createdAt: AnyColumn; id: AnyColumn }; where: SQL | undefined; select: () => { $dynamic(): Batch } },
): Promise<CsvExport> {
  const { table, where, select } = rows;
  await recordExport(db, audit, csv.what, csv.filters);
  return {
    fileName: csvFileName(csv.what, southAfricanDay()),
    lines: csvLines(csv.columns, (cursor, limit) =>
      select()
        .$dynamic()
        .where(and(where, before(table, cursor)))
        .orderBy(...newestFirst(table))
        .limit(limit),
    ),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

type CodeRow = Keyset & JoinedRow;

const codeColumns = (publicUrl: string): CsvColumn<CodeRow>[] => [
  [PRODUCT_NAME, (r) => r.zarcode.code],
  ['Title', (r) => r.zarcode.title],
  ['Description', (r) => r.zarcode.description],
  ['Privacy', (r) => r.zarcode.privacy],
  ['Address line 1', (r) => r.zarcode.addressLine1],
  ['Address line 2', (r) => r.zarcode.addressLine2],
  ['Suburb', (r) => r.zarcode.suburb],
  ['City', (r) => r.zarcode.city],
  ['Province', (r) => r.zarcode.province],
  ['Latitude', (r) => r.zarcode.latitude],
  ['Longitude', (r) => r.zarcode.longitude],
  ['Creator code', (r) => yesNo(r.zarcode.isCreatorCode)],
  ['Creator', (r) => (r.zarcode.isCreatorCode ? r.creatorSlug : null)],
  ['Verified', (r) => yesNo(r.zarcode.isVerified)],
  ['Verified at', (r) => iso(r.zarcode.verifiedAt)],
  ['Hidden from maps', (r) => yesNo(r.zarcode.hiddenAt !== null)],
  ['Hidden reason', (r) => r.zarcode.hiddenReason],
  ['Images', (r) => r.zarcode.imageCount],
  ['Views', (r) => r.zarcode.views],
  ['Owner e-mail', (r) => r.ownerEmail],
  ['Owner name', (r) => (r.ownerEmail ? `${r.ownerFirstName} ${r.ownerLastName}` : null)],
  ['Created', (r) => iso(r.zarcode.createdAt)],
  ['Link', (r) => `${publicUrl}/${PRODUCT_NAME_PLURAL.toLowerCase()}/${r.zarcode.code}`],
];

/** GET /api/admin/maps/export-csv: every code matching the codes list's filters. */
export async function exportZarcodes(
  db: Database,
  audit: AuditContext,
  filters: ExportZarcodesQuery,
  publicUrl: string,
): Promise<CsvExport> {
  return exportNewestFirst(
    db,
    audit,
    { what: PRODUCT_NAME_PLURAL.toLowerCase(), filters, columns: codeColumns(publicUrl) },
    { table: zarcodes, where: zarcodeFilters(filters), select: () => selectWithOwner(db, cursorOf(zarcodes)) },
  );
}

/** The account's own id inside a subquery (a bare column name there would mean the subquery's). */
const accountId = sql.raw('"users"."id"');

type UserRow = Keyset & { user: typeof users.$inferSelect; isCreator: boolean; zarcodeCount: number };

const userColumns: CsvColumn<UserRow>[] = [
  ['Id', (r) => r.user.id],
  ['First name', (r) => r.user.firstName],
  ['Last name', (r) => r.user.lastName],
  ['E-mail', (r) => r.user.email],
  ['Contact tel', (r) => r.user.contactTel],
  ['Role', (r) => r.user.role],
  ['Active', (r) => yesNo(r.user.isActive)],
  ['E-mail notifications', (r) => yesNo(r.user.emailNotifications)],
  ['Creator', (r) => yesNo(r.isCreator)],
  [PRODUCT_NAME_PLURAL, (r) => r.zarcodeCount],
  ['Last sign-in', (r) => iso(r.user.lastLoginAt)],
  ['Created', (r) => iso(r.user.createdAt)],
];

/** GET /api/admin/export/users: every account matching the users list's filters. */
export async function exportUsers(db: Database, audit: AuditContext, filters: ExportUsersQuery): Promise<CsvExport> {
  return exportNewestFirst(
    db,
    audit,
    { what: 'users', filters, columns: userColumns },
    {
      table: users,
      where: listFilters(filters),
      select: () =>
        db
          .select({
            ...cursorOf(users),
            user: users,
            isCreator: sql<boolean>`exists (select 1 from ${creatorProfiles} where ${creatorProfiles.userId} = ${accountId})`,
            zarcodeCount: sql<number>`(select count(*) from ${zarcodes} where ${zarcodes.userId} = ${accountId})`.mapWith(Number),
          })
          .from(users),
    },
  );
}

const grantedCode = alias(zarcodes, 'granted_code');

type PaymentRow = Keyset & {
  payment: typeof payments.$inferSelect;
  voucherCode: string | null;
  zarcodeCode: string | null;
  buyerEmail: string | null;
  buyerFirstName: string | null;
  buyerLastName: string | null;
};

const paymentColumns: CsvColumn<PaymentRow>[] = [
  ['Payment id', (r) => r.payment.id],
  ['Created', (r) => iso(r.payment.createdAt)],
  ['Completed', (r) => iso(r.payment.completedAt)],
  ['Status', (r) => r.payment.status],
  ['Mode', (r) => r.payment.mode],
  ['Item', (r) => paymentItemName(r.payment.product, r.payment.bundleType)],
  [PRODUCT_NAME, (r) => r.zarcodeCode],
  ['List amount', (r) => formatCents(r.payment.listAmountCents)],
  ['Discount', (r) => formatCents(r.payment.discountCents)],
  ['Voucher', (r) => r.voucherCode],
  ['Amount incl. VAT', (r) => formatCents(r.payment.amountCents)],
  ['VAT rate', (r) => Number(r.payment.vatRate).toFixed(2)],
  ['VAT', (r) => formatCents(r.payment.vatCents)],
  ['Amount excl. VAT', (r) => formatCents(r.payment.amountCents - r.payment.vatCents)],
  // Blank once the buyer's account was deleted: the payment stays as a tax record without them.
  ['Buyer name', (r) => (r.buyerEmail ? `${r.buyerFirstName} ${r.buyerLastName}` : null)],
  ['Buyer e-mail', (r) => r.buyerEmail],
  ['PayFast id', (r) => r.payment.providerPaymentId],
];

/** GET /api/admin/export/payments: every payment matching the payments list's filters. */
export async function exportPayments(db: Database, audit: AuditContext, filters: AdminPaymentsQuery): Promise<CsvExport> {
  const { page: _page, limit: _limit, ...kept } = filters;
  return exportNewestFirst(
    db,
    audit,
    { what: 'payments', filters: kept, columns: paymentColumns },
    {
      table: payments,
      where: paymentFilters(filters),
      select: () =>
        db
          .select({
            ...cursorOf(payments),
            payment: payments,
            voucherCode: vouchers.code,
            zarcodeCode: grantedCode.code,
            buyerEmail: users.email,
            buyerFirstName: users.firstName,
            buyerLastName: users.lastName,
          })
          .from(payments)
          .leftJoin(vouchers, eq(vouchers.id, payments.voucherId))
          .leftJoin(grantedCode, eq(grantedCode.paymentId, payments.id))
          .leftJoin(users, eq(users.id, payments.userId)),
    },
  );
}
