import { BadgeCheck, Banknote, FilePenLine, MapPin, MessageSquare, Palette, Users, type LucideIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { CHART_DAY_OPTIONS, DEFAULT_ANALYTICS_DAYS } from '../../../domain/analytics/analytics';
import type { AdminStatsReply, DailyAnalyticsReply } from '../../../domain/analytics/schemas';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { formatRand } from '../../../domain/pricing/pricing';
import { usePaymentModeQuery } from '../../api/admin-payments';
import { useAdminStatsQuery, useDailyAnalyticsQuery } from '../../api/admin-stats';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import type { ChartSeries } from './dashboard/daily-chart';
import { AdminPage, FetchError } from './parts/admin-page';
import { PaymentsUnavailableNotice } from './parts/payments-unavailable-notice';

// The chart library loads with the first chart, not with the tiles.
const DailyChart = React.lazy(() => import('./dashboard/daily-chart').then((module) => ({ default: module.DailyChart })));

const NUMBER = new Intl.NumberFormat('en-ZA');
const MONTH = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface Tile {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  to?: string;
}

function tilesOf(stats: AdminStatsReply): Tile[] {
  const { revenue } = stats;
  return [
    { label: 'Users', value: NUMBER.format(stats.users.total), note: `${NUMBER.format(stats.users.newThisMonth)} new this month`, icon: Users, to: paths.admin.users() },
    { label: PRODUCT_NAME_PLURAL, value: NUMBER.format(stats.zarcodes.total), note: `${NUMBER.format(stats.zarcodes.thisMonth)} this month`, icon: MapPin, to: paths.admin.codes() },
    { label: 'Creator codes', value: NUMBER.format(stats.zarcodes.creator), note: `${NUMBER.format(stats.activeCreators)} active creators`, icon: Palette, to: paths.admin.creators() },
    { label: 'Verified', value: NUMBER.format(stats.zarcodes.verified), note: `of ${NUMBER.format(stats.zarcodes.total)} codes`, icon: BadgeCheck },
    { label: 'Revenue this month', value: formatRand(revenue.thisMonth.amount), note: `VAT ${formatRand(revenue.thisMonth.vatAmount)} · ${revenue.thisMonth.payments} payments`, icon: Banknote, to: paths.admin.payments() },
    { label: 'Revenue in all', value: formatRand(revenue.allTime.amount), note: `VAT ${formatRand(revenue.allTime.vatAmount)} · ${revenue.allTime.payments} payments`, icon: Banknote, to: paths.admin.payments() },
  ];
}

function StatTiles({ stats }: { stats: AdminStatsReply | undefined }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" role="status" aria-label="Loading figures">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  }
  return (
    <dl aria-label={`Figures for ${MONTH.format(new Date(`${stats.month}-01T00:00:00Z`))}`} className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {tilesOf(stats).map(({ label, value, note, icon: Icon, to }) => (
        <Card key={label} className="relative flex min-w-0 flex-col gap-1 p-4">
          <dt className="flex items-start gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
            <Icon className="size-4 shrink-0 text-brand-700" aria-hidden />
            {to ? (
              <Link to={to} className="after:absolute after:inset-0 hover:underline">
                {label}
              </Link>
            ) : (
              <span>{label}</span>
            )}
          </dt>
          <dd className="truncate text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
          <dd className="text-xs text-muted-foreground">{note}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** Links to what waits for an admin: unread messages and pending change requests. */
function Waiting({ stats }: { stats: AdminStatsReply | undefined }) {
  const unread = stats?.unreadMessages ?? 0;
  const pending = stats?.pendingChangeRequests ?? 0;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Link to={paths.admin.messages()} className="flex items-center gap-3 rounded-lg border border-border bg-white p-4 hover:bg-muted">
        <MessageSquare className="size-5 text-brand-700" aria-hidden />
        <span className="flex-1 text-sm font-medium text-slate-900">{stats ? `${NUMBER.format(unread)} unread ${unread === 1 ? 'message' : 'messages'}` : 'Messages'}</span>
        <span className="text-sm text-brand-700">Open</span>
      </Link>
      <Link to={paths.admin.changeRequests()} className="flex items-center gap-3 rounded-lg border border-border bg-white p-4 hover:bg-muted">
        <FilePenLine className="size-5 text-brand-700" aria-hidden />
        <span className="flex-1 text-sm font-medium text-slate-900">
          {stats ? `${NUMBER.format(pending)} pending change ${pending === 1 ? 'request' : 'requests'}` : 'Change requests'}
        </span>
        <span className="text-sm text-brand-700">Review</span>
      </Link>
    </div>
  );
}

const randOf = (value: number) => formatRand((value / 100).toFixed(2)).replace(/\.00$/, '');

/** The three charts of the chosen days: activity, revenue and views. */
function Charts({ reply }: { reply: DailyAnalyticsReply }) {
  const charts = React.useMemo(() => {
    const days = reply.daily.map((entry) => entry.date);
    const pick = (figure: 'newUsers' | 'zarcodes' | 'payments' | 'views') => reply.daily.map((entry) => entry[figure]);
    const activity: ChartSeries[] = [
      { label: 'New users', color: '#067350', values: pick('newUsers') },
      { label: PRODUCT_NAME_PLURAL, color: '#2563eb', values: pick('zarcodes') },
      { label: 'Payments', color: '#f5a80b', values: pick('payments') },
    ];
    const revenue: ChartSeries[] = [
      { label: 'Revenue', color: '#10b075', values: reply.daily.map((entry) => Math.round(Number(entry.revenue) * 100)), isBars: true },
    ];
    const views: ChartSeries[] = [{ label: 'Views', color: '#7c3aed', values: pick('views') }];
    return { days, activity, revenue, views };
  }, [reply]);
  const total = (figure: 'newUsers' | 'zarcodes' | 'payments' | 'views') => reply.daily.reduce((sum, entry) => sum + entry[figure], 0);
  const revenueTotal = reply.daily.reduce((sum, entry) => sum + Math.round(Number(entry.revenue) * 100), 0);
  const figures = [
    {
      title: 'New users, codes and payments per day',
      summary: `${total('newUsers')} new users, ${total('zarcodes')} ${PRODUCT_NAME_PLURAL}, ${total('payments')} payments`,
      chart: <DailyChart days={charts.days} series={charts.activity} />,
    },
    {
      title: 'Revenue per day (incl. VAT)',
      summary: `${randOf(revenueTotal)} in all`,
      chart: <DailyChart days={charts.days} series={charts.revenue} valueFormat={randOf} unit={100} />,
    },
    { title: 'Code views per day', summary: `${NUMBER.format(total('views'))} views`, chart: <DailyChart days={charts.days} series={charts.views} /> },
  ];
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {figures.map((figure, index) => (
        <Card key={figure.title} className={index === 0 ? 'min-w-0 p-4 xl:col-span-2' : 'min-w-0 p-4'}>
          <figure aria-labelledby={`chart-${index}`} className="grid gap-2">
            <figcaption id={`chart-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm font-semibold text-slate-900">{figure.title}</span>
              <span className="text-xs text-muted-foreground">{figure.summary}</span>
            </figcaption>
            <React.Suspense fallback={<Skeleton className="h-[260px]" />}>{figure.chart}</React.Suspense>
          </figure>
        </Card>
      ))}
    </div>
  );
}

/** /a: the business at a glance, in South African days and months. */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const [days, setDays] = React.useState<number>(DEFAULT_ANALYTICS_DAYS);
  const stats = useAdminStatsQuery();
  const daily = useDailyAnalyticsQuery(days);
  const paymentMode = usePaymentModeQuery();

  return (
    <AdminPage title="Admin Dashboard" description="The business at a glance. Days and months are South African time.">
      <PaymentsUnavailableNotice payment={paymentMode.data} />
      {stats.isError ? <FetchError title="Failed to fetch statistics" error={stats.error} /> : null}
      <StatTiles stats={stats.data} />
      <Waiting stats={stats.data} />

      <section aria-labelledby="charts-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="charts-heading" className="text-lg font-semibold text-slate-900">
            Daily figures
          </h2>
          <div role="group" aria-label="Days shown" className="inline-flex rounded-md border border-border bg-white p-0.5">
            {CHART_DAY_OPTIONS.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={option === days ? 'default' : 'ghost'}
                aria-pressed={option === days}
                onClick={() => setDays(option)}
              >
                {`${option} days`}
              </Button>
            ))}
          </div>
        </div>
        {daily.isError ? <FetchError title="Failed to fetch daily figures" error={daily.error} /> : null}
        {daily.data ? (
          <Charts reply={daily.data} />
        ) : (
          <div role="status" aria-label="Loading charts">
            <Skeleton className="h-72" />
          </div>
        )}
      </section>
    </AdminPage>
  );
}
