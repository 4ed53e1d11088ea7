import { useState } from 'react';
import type { AccessView } from '../../../../domain/access-details/schemas';
import { useAccessLogQuery } from '../../../api/access-details';
import { ListPagination } from '../../../components/list-pagination';
import { RegionCard } from '../../../components/region-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';

const VIA_TEXT: Record<AccessView['via'], string> = {
  owner: 'Owner',
  admin: 'Administrator',
  account: 'Named account',
  link: 'Delivery link',
};

/** Every look at the access details but the owner's: who or which link, and when. */
export function AccessLogCard({ code }: { code: string }) {
  const [page, setPage] = useState(1);
  const log = useAccessLogQuery(code, page);
  const views = log.data?.views ?? [];
  const pagination = log.data?.pagination;
  return (
    <RegionCard
      id="log"
      title="Access log"
      description="Every time someone else looked at the access details."
      contentClassName="grid grid-cols-1 gap-3"
    >
      {log.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : views.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one else has looked yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label="Looks at the access details">
          {views.map((view) => (
            <li key={view.id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 text-sm text-slate-900 wrap-anywhere">{view.viewer}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{`${VIA_TEXT[view.via]} · ${formatDateTime(view.viewedAt)}`}</span>
            </li>
          ))}
        </ul>
      )}
      {pagination ? <ListPagination pagination={pagination} onPageChange={setPage} /> : null}
    </RegionCard>
  );
}
