import { CalendarPlus, Copy, ExternalLink, Eye, Hash, Plus, Settings, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { CreatorProfile } from '../../../domain/creators/schemas';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { creatorQrImageUrl, useAllCreatorZarcodesQuery, useCreatorStatsQuery, useMyCreatorProfileQuery } from '../../api/creators';
import { CreatorFacts } from '../../components/creators/creator-facts';
import { CreatorLinks } from '../../components/creators/creator-links';
import { CodesMap } from '../../components/map/codes-map';
import { MAP_MAX_CODES } from '../../components/map/map-view';
import { PageLoader } from '../../components/page-loader';
import { copyWithToast } from '../../components/share/clipboard';
import { QrImageCard } from '../../components/share/qr-card';
import { StatTiles } from '../../components/stat-tiles';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { BecomeCreator } from './parts/become-creator';
import { blockedReason } from './parts/creator-blocked';
import { CreatorCodesTable, creatorCodePath } from './parts/creator-codes-table';
import { LoadFailed } from './parts/load-failed';

/**
 * /creator-dashboard, the creators' landing after sign-in: their profile, public link
 * with copy and QR, figures, and a map and table of their creator codes. Anyone else reads what
 * creators get and can apply.
 */
export function CreatorDashboardPage() {
  const { t } = useTranslation('creators');
  usePageTitle(t('dashboardTitle'));
  const me = useMyCreatorProfileQuery();
  if (me.isPending) return <PageLoader />;
  if (!me.data) return <LoadFailed title={t('profileFailed')} onRetry={() => void me.refetch()} isRetrying={me.isFetching} />;
  if (!me.data.profile) return <BecomeCreator canCreate={me.data.canCreate} />;
  return <CreatorDashboard profile={me.data.profile} />;
}

const linksOfCreatorCode = (code: ZarcodeRecord) => ({ open: creatorCodePath(code), edit: paths.creatorEditCode(code.zarcode) });

function CreatorDashboard({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation('creators');
  const stats = useCreatorStatsQuery();
  const mapCodes = useAllCreatorZarcodesQuery(profile.id, MAP_MAX_CODES);
  const isPublic = profile.isActive && !profile.isHidden;
  const blocked = profile.canCreateCodes ? null : blockedReason(profile);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('dashboardTitle')}</h1>
          <p className="mt-1 wrap-anywhere text-muted-foreground">{t('dashboardWelcome', { name: profile.displayName })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="lg" className="min-h-11">
            <Link to={paths.profile()}>
              <Settings aria-hidden />
              {t('settingsTitle')}
            </Link>
          </Button>
          {profile.canCreateCodes ? (
            <Button asChild size="lg" className="min-h-11">
              <Link to={paths.creatorGenerator()}>
                <Plus aria-hidden />
                {t('newCode')}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>

      {blocked ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <AlertTitle>{t(blocked.title)}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{t(blocked.text)}</p>
            <Link to={blocked.action.to} className="font-medium underline underline-offset-2">
              {t(blocked.action.label)}
            </Link>
          </AlertDescription>
        </Alert>
      ) : profile.isHidden ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <AlertTitle>{t('hiddenTitle')}</AlertTitle>
          <AlertDescription>{t('hiddenText')}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-3 [&>*]:min-w-0">
        <ProfileSummary profile={profile} />
        <PublicLinkCard profile={profile} isPublic={isPublic} />
        {isPublic ? (
          <QrImageCard
            src={creatorQrImageUrl(profile.slug)}
            alt={t('qrAlt', { name: profile.displayName })}
            fileName={`${PRODUCT_NAME}-${profile.slug}.png`}
            description={t('qrHint')}
          />
        ) : null}
      </div>

      <StatTiles
        label={t('statistics')}
        isLoading={stats.isPending}
        tiles={[
          { label: t('creatorCodes'), icon: Hash, value: stats.data?.totalCodes },
          { label: t('dashboard:thisMonth'), icon: CalendarPlus, value: stats.data?.thisMonth },
          { label: t('dashboard:viewsThisMonth'), icon: Eye, value: stats.data?.viewsThisMonth },
        ]}
      />

      <section className="space-y-3" aria-labelledby="creator-map-heading">
        <h2 id="creator-map-heading" className="text-base font-semibold text-slate-900 sm:text-lg">{t('mapTitle')}</h2>
        <CodesMap
          codes={mapCodes.data?.zarcodes ?? []}
          total={mapCodes.data?.total ?? 0}
          isLoading={mapCodes.isPending}
          label={t('mapTitle')}
          emptyHint={t('mapEmptyHint')}
          linksOf={linksOfCreatorCode}
        />
      </section>

      <CreatorCodesTable creatorId={profile.id} />
    </div>
  );
}

/** Who the creator is to the public, their prefix and their status. */
function ProfileSummary({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation('creators');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="wrap-anywhere text-lg">{profile.displayName}</CardTitle>
        <CardDescription>{t('yourProfile')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <CreatorFacts creator={profile} />
        </dl>
        <CreatorLinks creator={profile} />
      </CardContent>
    </Card>
  );
}

/** The public page's address, to copy or open. */
function PublicLinkCard({ profile, isPublic }: { profile: CreatorProfile; isPublic: boolean }) {
  const { t } = useTranslation('creators');
  const url = `${window.location.origin}${paths.creatorPublic(profile.slug)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('yourPublicPage')}</CardTitle>
        <CardDescription>{isPublic ? t('shareIt') : t('notPublic')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Input readOnly value={url} aria-label={t('publicPageLink')} className="font-mono" onFocus={(event) => event.target.select()} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyWithToast(url, { title: t('codePage:linkCopied') })}>
            <Copy aria-hidden />
            {t('app:copyLink')}
          </Button>
          {isPublic ? (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.creatorPublic(profile.slug)}>
                <ExternalLink aria-hidden />
                {t('myCodes:openPage')}
              </Link>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
