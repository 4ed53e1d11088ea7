import { CalendarPlus, Eye, Hash, MapPinned, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { UserStatsReply } from '../../../domain/user/schemas';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

const TILES: { key: keyof UserStatsReply; label: string; icon: LucideIcon }[] = [
  { key: 'totalCodes', label: `Total ${PRODUCT_NAME_PLURAL}`, icon: Hash },
  { key: 'thisMonth', label: 'This Month', icon: CalendarPlus },
  { key: 'provinces', label: 'Provinces', icon: MapPinned },
  { key: 'viewsThisMonth', label: 'Views This Month', icon: Eye },
];

const NUMBER = new Intl.NumberFormat('en-ZA');

/** The four figures of /api/user/stats, each a term and its value; a dash when they could not be read. */
export function StatTiles({ stats, isLoading }: { stats: UserStatsReply | null | undefined; isLoading: boolean }) {
  return (
    <section aria-label="Your statistics">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map(({ key, label, icon: Icon }) => (
          <Card key={key} className="flex items-center gap-3 p-4 sm:p-5">
            <span
              className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex"
              aria-hidden
            >
              <Icon className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col-reverse">
              <dt className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums text-slate-900">
                {isLoading ? <Skeleton className="my-1 h-6 w-10" /> : stats ? NUMBER.format(stats[key]) : '—'}
              </dd>
            </div>
          </Card>
        ))}
      </dl>
    </section>
  );
}
