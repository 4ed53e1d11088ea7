import { CalendarPlus, Eye, Hash, MapPinned, Package, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveBundlesQuery } from '../../api/bundles';
import { useUserStatsQuery } from '../../api/user';
import { useAllZarcodesQuery } from '../../api/zarcodes';
import { ChangeRequestNotices } from '../../components/change-requests/notices';
import { CodesMap, type CodeLinks } from '../../components/map/codes-map';
import { MAP_MAX_CODES } from '../../components/map/map-view';
import { ScanToOpenButton } from '../../components/scan/scan-to-open';
import { CodeSearchBox } from '../../components/search/code-search-box';
import { StatTiles } from '../../components/stat-tiles';
import { LANDING_SEARCH_BLUR_CLOSE_MS } from '../../components/search/search-rules';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { BundleCards } from './bundle-cards';
import { DashboardCodesTable } from './codes-table';

const linksOfOwnCode = (code: { zarcode: string }): CodeLinks => ({ open: paths.code(code.zarcode), edit: paths.codeEdit(code.zarcode) });

/**
 * The signed-in home: look-up search, change-request notices, stats, active
 * bundles, a map of the user's codes and the table of them, with a way to generate another.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('common:dashboard'));
  const { user } = useSession();
  const stats = useUserStatsQuery(true);
  const bundles = useActiveBundlesQuery();
  const mapCodes = useAllZarcodesQuery({ sortBy: 'created-desc' }, MAP_MAX_CODES);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('common:dashboard')}</h1>
          <p className="mt-1 text-muted-foreground">
            {user?.firstName ? `${t('welcome', { name: user.firstName })} ` : ''}
            {t('intro')}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <CodeSearchBox
            id="dashboard-search"
            label={t('searchLabel')}
            hideLabel
            placeholder={t('searchPlaceholder')}
            blurCloseDelayMs={LANDING_SEARCH_BLUR_CLOSE_MS}
            className="sm:w-80 lg:w-96"
          />
          <ScanToOpenButton className="min-h-11 shrink-0" />
          <Button asChild size="lg" variant="outline" className="min-h-11 shrink-0">
            <Link to={paths.payment({ bundle: 'starter' })}>
              <Package aria-hidden />
              {t('buyBundle')}
            </Link>
          </Button>
          <Button asChild size="lg" className="min-h-11 shrink-0">
            <Link to={paths.generator()}>
              <Plus aria-hidden />
              {t('app:generate')}
            </Link>
          </Button>
        </div>
      </header>

      <ChangeRequestNotices />

      <StatTiles
        label={t('statistics')}
        isLoading={stats.isPending}
        tiles={[
          { label: t('totalCodes'), icon: Hash, value: stats.data?.totalCodes },
          { label: t('thisMonth'), icon: CalendarPlus, value: stats.data?.thisMonth },
          { label: t('provinces'), icon: MapPinned, value: stats.data?.provinces },
          { label: t('viewsThisMonth'), icon: Eye, value: stats.data?.viewsThisMonth },
        ]}
      />

      <BundleCards bundles={bundles.data ?? []} />

      <section className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">{t('mapTitle')}</h2>
          <Link to={paths.myCodes()} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
            {t('myCodes')} &rarr;
          </Link>
        </div>
        <CodesMap
          codes={mapCodes.data?.zarcodes ?? []}
          total={mapCodes.data?.total ?? 0}
          isLoading={mapCodes.isPending}
          label={t('mapTitle')}
          emptyHint={t('mapEmptyHint')}
          linksOf={linksOfOwnCode}
        />
      </section>

      <DashboardCodesTable />
    </div>
  );
}
