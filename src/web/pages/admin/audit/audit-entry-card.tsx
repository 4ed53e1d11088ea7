import { Link } from 'react-router';
import type { AuditEntryRecord } from '../../../../domain/audit/schemas';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../paths';
import { fieldChanges } from './audit-changes';

const ROLE_LABELS: Record<string, string> = { admin: 'admin', super_admin: 'super admin' };

/** The kinds of record as people call them; a kind not listed shows as recorded. */
const TARGET_LABELS: Record<string, string> = {
  zarcode: PRODUCT_NAME,
  user: 'User',
  creator_profile: 'Creator',
  creator: 'Creator',
  voucher: 'Voucher',
  change_request: `Change request for ${PRODUCT_NAME}`,
  price: 'Price',
  settings: 'Settings',
  expense: 'Expense',
  message: 'Message',
  email: 'E-mail',
  export: 'Export',
};

/** Where a named record can be opened: a code's page (a change request's code too), a user's admin page. */
function targetHref(entry: AuditEntryRecord): string | null {
  if (entry.targetName === null) return null;
  if (entry.targetType === 'zarcode' || entry.targetType === 'change_request') return paths.code(entry.targetName);
  if (entry.targetType === 'user') return paths.admin.user(entry.targetId);
  return null;
}

/** The record an entry touched: its kind, then its name (a link where it can be opened), or its id once it has none. */
function Target({ entry }: { entry: AuditEntryRecord }) {
  const href = targetHref(entry);
  return (
    <span className="min-w-0 [overflow-wrap:anywhere] text-slate-900">
      {`${TARGET_LABELS[entry.targetType] ?? entry.targetType} `}
      {entry.targetName === null ? (
        <span className="font-mono text-xs text-muted-foreground">{entry.targetId}</span>
      ) : href ? (
        <Link to={href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {entry.targetName}
        </Link>
      ) : (
        <span className="font-medium">{entry.targetName}</span>
      )}
    </span>
  );
}

/** One admin write: when, who (and from where), what on which record, and the fields it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntryRecord }) {
  const changes = fieldChanges(entry.before, entry.after);
  const { actor } = entry;
  const role = ROLE_LABELS[actor.role] ?? actor.role;
  return (
    <Card className="grid min-w-0 gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" className="font-mono">
          {entry.action}
        </Badge>
        <Target entry={entry} />
      </div>
      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {` · ${actor.name ? `${actor.name} (${actor.email}, ${role})` : `${actor.email} (${role})`}${entry.ip ? ` · ${entry.ip}` : ''}`}
      </p>
      {changes.length > 0 ? (
        <details className="group">
          <summary className="cursor-pointer text-xs font-medium text-brand-700 hover:underline">
            {`Changes (${changes.length} ${changes.length === 1 ? 'field' : 'fields'})`}
          </summary>
          <div className="mt-2">
            <Table aria-label={`Changes made by ${entry.action}`} className="min-w-[20rem] text-xs">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="h-auto px-0 py-1 pr-3 normal-case tracking-normal">Field</TableHead>
                  <TableHead className="h-auto px-0 py-1 pr-3 normal-case tracking-normal">Before</TableHead>
                  <TableHead className="h-auto px-0 py-1 normal-case tracking-normal">After</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.field} className="hover:bg-transparent">
                    <TableCell className="px-0 py-1 pr-3 font-mono">{change.field}</TableCell>
                    <TableCell className="px-0 py-1 pr-3 text-slate-600">
                      <span className="cell-text">{change.before ?? '-'}</span>
                    </TableCell>
                    <TableCell className="px-0 py-1 text-slate-900">
                      <span className="cell-text">{change.after ?? '-'}</span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </details>
      ) : entry.before !== null && entry.after !== null ? (
        <p className="text-xs text-muted-foreground">No field changed.</p>
      ) : null}
    </Card>
  );
}
