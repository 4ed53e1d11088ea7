import type { AuditEntryRecord } from '../../../../domain/audit/schemas';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { fieldChanges } from './audit-changes';

const ROLE_LABELS: Record<string, string> = { admin: 'admin', super_admin: 'super admin' };

/** One admin write: when, who (and from where), what on which record, and the fields it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntryRecord }) {
  const changes = fieldChanges(entry.before, entry.after);
  return (
    <Card className="grid min-w-0 gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" className="font-mono">
          {entry.action}
        </Badge>
        <span className="break-all text-slate-900">{`${entry.targetType} ${entry.targetId}`}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {` · ${entry.actor.email} (${ROLE_LABELS[entry.actor.role] ?? entry.actor.role})${entry.ip ? ` · ${entry.ip}` : ''}`}
      </p>
      {changes.length > 0 ? (
        <details className="group">
          <summary className="cursor-pointer text-xs font-medium text-brand-700 hover:underline">
            {`Changes (${changes.length} ${changes.length === 1 ? 'field' : 'fields'})`}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-xs">
              <thead>
                <tr className="text-muted-foreground">
                  <th className="py-1 pr-3 font-medium">Field</th>
                  <th className="py-1 pr-3 font-medium">Before</th>
                  <th className="py-1 font-medium">After</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field} className="border-t border-border align-top">
                    <td className="py-1 pr-3 font-mono">{change.field}</td>
                    <td className="max-w-60 wrap-anywhere py-1 pr-3 text-slate-600">{change.before ?? '-'}</td>
                    <td className="max-w-60 wrap-anywhere py-1 text-slate-900">{change.after ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : entry.before !== null && entry.after !== null ? (
        <p className="text-xs text-muted-foreground">No field changed.</p>
      ) : null}
    </Card>
  );
}
