import { ArrowRight } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { PublicCreator } from '../../../domain/creators/schemas';
import { usePublicCreatorsQuery } from '../../api/creators';
import { initialsOf } from '../../components/creators/creator-header';
import { ClusterMap } from '../../components/map/cluster-map';
import type { MapPoint } from '../../components/map/map-clusters';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { CardGridSection } from './parts/card-grid-section';
import { LoadFailed } from './parts/load-failed';

const codesText = (count: number) => `${count} public ${count === 1 ? PRODUCT_NAME : PRODUCT_NAME_PLURAL}`;

/** Each creator with public codes, at their best-known code, with a link to their page. */
function creatorPoints(creators: PublicCreator[]): MapPoint[] {
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
                <p className="text-xs text-slate-600">{codesText(creator.codeCount)}</p>
                <p className="pt-1 text-sm">
                  <Link to={paths.creatorPublic(creator.slug)}>View page</Link>
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
  usePageTitle('Creators');
  const creators = usePublicCreatorsQuery();
  const [searchText, setSearchText] = React.useState('');
  const all = React.useMemo(() => creators.data?.creators ?? [], [creators.data]);
  const points = React.useMemo(() => creatorPoints(all), [all]);
  const needle = searchText.trim().toLowerCase();
  const shown = needle ? all.filter((creator) => creator.displayName.toLowerCase().includes(needle)) : all;

  if (creators.isError) {
    return <LoadFailed title="Could not load the creators" onRetry={() => void creators.refetch()} isRetrying={creators.isFetching} />;
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Creators</h1>
        <p className="mt-2 text-muted-foreground">
          {`Tourism offices, co-ops and community networks publish ${PRODUCT_NAME_PLURAL} for free: open a creator to see their places on a map.`}
        </p>
      </header>

      <ClusterMap
        points={points}
        isLoading={creators.isPending}
        label="Map of creators"
        pluralName="creators"
        emptyTitle="No creators yet"
        emptyHint={`Creators' ${PRODUCT_NAME_PLURAL} appear here once they publish them.`}
      />

      <CardGridSection
        headingId="creators-heading"
        title={creators.data ? `All creators (${all.length})` : 'All creators'}
        filter={{ id: 'creators-search', label: 'Filter creators by name', value: searchText, onChange: setSearchText, placeholder: 'Filter by name' }}
        state={creators.isPending ? 'loading' : shown.length === 0 ? 'empty' : 'shown'}
        skeletonClassName="h-20"
        empty={{ title: 'No creators found', hint: needle ? 'Try another name.' : 'Creators appear here once an administrator adds them.' }}
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
                <span className="block text-sm text-muted-foreground">{codesText(creator.codeCount)}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-brand-700" aria-hidden />
            </Link>
          </li>
        ))}
      </CardGridSection>
    </div>
  );
}
