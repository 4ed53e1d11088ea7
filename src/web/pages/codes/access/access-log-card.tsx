import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessView } from '../../../../domain/access-details/schemas';
import { useAccessLogQuery } from '../../../api/access-details';
import { ListPagination } from '../../../components/list-pagination';
import { RegionCard } from '../../../components/region-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useLanguageTag } from '../../../lib/i18n';

/** How a look came, in the access catalogue. */
const VIA_TEXT: Record<AccessView['via'], string> = {
  owner: 'viaOwner',
  admin: 'viaAdmin',
  account: 'viaAccount',
  link: 'viaLink',
};

/** Every look at the access details but the owner's: who or which link, and when. */
export function AccessLogCard({ code }: { code: string }) {
  const { t } = useTranslation('access');
  const locale = useLanguageTag();
  const [page, setPage] = useState(1);
  const log = useAccessLogQuery(code, page);
  const views = log.data?.views ?? [];
  const pagination = log.data?.pagination;
  return (
    <RegionCard
      id="log"
      title={t('logTitle')}
      description={t('logIntro')}
      contentClassName="grid grid-cols-1 gap-3"
    >
      {log.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : views.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noLooks')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('looks')}>
          {views.map((view) => (
            <li key={view.id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 text-sm text-slate-900 wrap-anywhere">{view.viewer}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{`${t(VIA_TEXT[view.via])} · ${formatDateTime(view.viewedAt, locale)}`}</span>
            </li>
          ))}
        </ul>
      )}
      {pagination ? <ListPagination pagination={pagination} onPageChange={setPage} /> : null}
    </RegionCard>
  );
}
