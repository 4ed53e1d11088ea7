import { MapPin } from 'lucide-react';
import * as React from 'react';
import { KeepAreaCard } from '../../components/field/keep-area-card';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { PublicCreator } from '../../../domain/creators/schemas';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { ApiError } from '../../api/client';
import { useAllCreatorZarcodesQuery, useCreatorZarcodesQuery, usePublicCreatorQuery } from '../../api/creators';
import { CreatorHeader } from '../../components/creators/creator-header';
import { ListPagination } from '../../components/list-pagination';
import { CodesMap } from '../../components/map/codes-map';
import { MAP_MAX_CODES } from '../../components/map/map-view';
import { PageLoader } from '../../components/page-loader';
import { cityAndProvince } from '../../lib/format';
import { useListSearch } from '../../lib/use-list-search';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { CardGridSection } from './parts/card-grid-section';
import { LoadFailed } from './parts/load-failed';

/** A page of the list: 12 cards fill 1, 2 or 3 columns evenly. */
const PAGE_SIZE = 12;

/**
 * /{creatorSlug}: a creator's public page: name, links, public
 * e-mail, and a map and list of their public codes. An unknown creator, or one an admin made inactive
 * or hid, is an unknown path: the landing page signed out, /dashboard signed in.
 */
export function CreatorPublicPage() {
  const params = useParams();
  const slug = params.segment ?? params.slug ?? '';
  const { isAuthenticated } = useSession();
  const { t } = useTranslation('creators');
  const creator = usePublicCreatorQuery(slug);
  usePageTitle(creator.data?.displayName ?? t('app:creator'));

  if (creator.isPending) return <PageLoader />;
  if (!creator.data) {
    if (creator.error instanceof ApiError && creator.error.status === 404) {
      return <Navigate to={isAuthenticated ? paths.dashboard() : paths.landing()} replace />;
    }
    return <LoadFailed title={t('creatorFailed')} onRetry={() => void creator.refetch()} isRetrying={creator.isFetching} />;
  }
  if (creator.data.slug !== slug) return <Navigate to={paths.creatorPublic(creator.data.slug)} replace />;
  return <CreatorPublic creator={creator.data} />;
}

function CreatorPublic({ creator }: { creator: PublicCreator }) {
  const { t } = useTranslation('creators');
  const mapCodes = useAllCreatorZarcodesQuery(creator.id, MAP_MAX_CODES);
  const linksOf = React.useCallback((code: ZarcodeRecord) => ({ open: paths.creatorCode(creator.slug, code.zarcode) }), [creator.slug]);
  return (
    <>
      <CreatorHeader creator={creator} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <section aria-labelledby="creator-map-heading" className="space-y-3">
          <h2 id="creator-map-heading" className="text-lg font-semibold text-slate-900">
            {t('addressNotFound:map')}
          </h2>
          <CodesMap
            codes={mapCodes.data?.zarcodes ?? []}
            total={mapCodes.data?.total ?? 0}
            isLoading={mapCodes.isPending}
            label={t('publicMap', { name: creator.displayName })}
            emptyHint={t('noPublicCodes', { name: creator.displayName })}
            linksOf={linksOf}
          />
        </section>
        <CreatorCodeList creator={creator} />
        <KeepAreaCard kind="creator" areaKey={creator.slug} name={creator.displayName} />
      </div>
    </>
  );
}

/** The creator's public codes as cards, searchable, a page at a time. */
function CreatorCodeList({ creator }: { creator: PublicCreator }) {
  const { t } = useTranslation('creators');
  const { text, setText, search, page, setPage } = useListSearch();
  const list = useCreatorZarcodesQuery(creator.id, { page, limit: PAGE_SIZE, search: search || undefined });
  const codes = list.data?.zarcodes ?? [];
  return (
    <CardGridSection
      headingId="creator-codes-heading"
      title={t('codesBy', { name: creator.displayName })}
      filter={{
        id: 'creator-codes-search',
        label: t('searchCodesOf', { name: creator.displayName }),
        value: text,
        onChange: setText,
        placeholder: t('searchByTitle'),
      }}
      state={list.isPending ? 'loading' : list.isError ? 'failed' : codes.length === 0 ? 'empty' : 'shown'}
      skeletonClassName="h-28"
      failedText={t('codesFailed')}
      empty={{
        title: t('app:noCodes'),
        hint: search ? t('app:tryAnotherSearch') : t('nothingPublished', { name: creator.displayName }),
      }}
      isStale={list.isPlaceholderData}
      footer={list.data ? <ListPagination pagination={list.data.pagination} onPageChange={setPage} /> : null}
    >
      {codes.map((code) => (
        <li key={code.id}>
          <Link
            to={paths.creatorCode(creator.slug, code.zarcode)}
            className="flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-sm transition hover:border-brand-300 hover:shadow"
          >
            <span className="font-mono text-sm font-semibold tracking-wide text-brand-700">{code.zarcode}</span>
            <span className="line-clamp-2 font-medium text-slate-900">{code.title ?? code.zarcode}</span>
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{cityAndProvince(code)}</span>
            </span>
          </Link>
        </li>
      ))}
    </CardGridSection>
  );
}
