import { ArrowRight } from 'lucide-react';
import type { TFunction } from 'i18next';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicCreator } from '../../../domain/creators/schemas';
import { usePublicCreatorsQuery } from '../../api/creators';
import { initialsOf } from '../../components/creators/creator-header';
import { ClusterMap } from '../../components/map/cluster-map';
import type { MapPoint } from '../../components/map/map-clusters';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { CardGridSection } from './parts/card-grid-section';
import { LoadFailed } from './parts/load-failed';

/** Each creator with public codes, at their best-known code, with a link to their page. */
function creatorPoints(creators: PublicCreator[], t: TFunction): MapPoint[] {
  return creators.flatMap((creator) =>
    creator.location
      ? [
          {
            id: creator.id,
            latitude: creator.location.latitude,
            longitude: creator.location.longitude,
            label: creator.displayName,
            popup: (
              <div className="min-w-40 space-y-1">
                <p className="text-sm font-semibold text-slate-900">{creator.displayName}</p>
                <p className="text-xs text-slate-600">{t('codePage:creatorCodeCount', { count: creator.codeCount })}</p>
                <p className="pt-1 text-sm">
                  <Link to={paths.creatorPublic(creator.slug)}>{t('creators:viewPage')}</Link>
                </p>
              </div>
            ),
          },
        ]
      : [],
  );
}

/**
 * /creators: the public map and list of active creators: tourism offices, co-ops and
 * community networks that publish codes for free. A creator sits on the map at their most viewed
 * public code; the list is filtered as one types.
 */
export function CreatorsPage() {
  const { t } = useTranslation('creators');
  usePageTitle(t('listTitle'));
  const creators = usePublicCreatorsQuery();
  const [searchText, setSearchText] = React.useState('');
  const all = React.useMemo(() => creators.data?.creators ?? [], [creators.data]);
  const points = React.useMemo(() => creatorPoints(all, t), [all, t]);
  const needle = searchText.trim().toLowerCase();
  const shown = needle ? all.filter((creator) => creator.displayName.toLowerCase().includes(needle)) : all;

  if (creators.isError) {
    return <LoadFailed title={t('listFailed')} onRetry={() => void creators.refetch()} isRetrying={creators.isFetching} />;
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('listTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('listIntro')}</p>
      </header>

      <ClusterMap
        points={points}
        isLoading={creators.isPending}
        label={t('listMap')}
        clusterName={(count) => t('creatorCount', { count })}
        emptyTitle={t('noCreatorsYet')}
        emptyHint={t('listMapEmpty')}
      />

      <CardGridSection
        headingId="creators-heading"
        title={creators.data ? t('allCreatorsCount', { count: all.length }) : t('allCreators')}
        filter={{ id: 'creators-search', label: t('filterByNameLabel'), value: searchText, onChange: setSearchText, placeholder: t('filterByName') }}
        state={creators.isPending ? 'loading' : shown.length === 0 ? 'empty' : 'shown'}
        skeletonClassName="h-20"
        empty={{ title: t('noCreatorsFound'), hint: needle ? t('tryAnotherName') : t('creatorsAppear') }}
      >
        {shown.map((creator) => (
          <li key={creator.id}>
            <Link
              to={paths.creatorPublic(creator.slug)}
              className="flex h-full items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition hover:border-brand-300 hover:shadow"
            >
              <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {initialsOf(creator.displayName)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{creator.displayName}</span>
                <span className="block text-sm text-muted-foreground">{t('codePage:creatorCodeCount', { count: creator.codeCount })}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-brand-700" aria-hidden />
            </Link>
          </li>
        ))}
      </CardGridSection>
    </div>
  );
}
