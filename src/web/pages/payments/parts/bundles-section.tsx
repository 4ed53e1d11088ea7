import { Package } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { BundleState } from '../../../../domain/bundles/bundles';
import type { BundleHistoryItem, BundleStatsReply } from '../../../../domain/bundles/schemas';
import { useBundleStatsQuery, useBundlesQuery } from '../../../api/bundles';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { BUNDLES_ANCHOR, paths } from '../../../paths';
import { usePaymentWords } from './payment-words';

const STATE_CLASSES: Record<BundleState, string> = {
  active: 'bg-brand-100 text-brand-900',
  used_up: 'bg-slate-100 text-slate-700',
  expired: 'bg-amber-100 text-amber-900',
};

/**
 * Every bundle the user has had (GET /api/bundles), used up and expired ones too, as cards (they
 * stack on a phone), under the totals of GET /api/bundles/stats.
 */
export function BundlesSection() {
  const { t } = useTranslation('payments');
  const bundles = useBundlesQuery();
  const stats = useBundleStatsQuery();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const isLoaded = Boolean(bundles.data && stats.data);

  // The dashboard's bundle cards link here (paths.bundles); the data arrives after the browser looked
  // for the anchor, so the section is scrolled to once it is there.
  useEffect(() => {
    if (hash === `#${BUNDLES_ANCHOR}` && isLoaded) sectionRef.current?.scrollIntoView();
  }, [hash, isLoaded]);

  return (
    <section id={BUNDLES_ANCHOR} ref={sectionRef} aria-labelledby="bundles-heading" className="scroll-mt-20 space-y-3">
      <div>
        <h2 id="bundles-heading" className="text-xl font-semibold text-slate-900">
          {t('bundles.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('bundles.intro')}</p>
      </div>
      {bundles.isError || stats.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('bundles.loadFailed')}</AlertTitle>
          <AlertDescription>{t('list.reloadHint')}</AlertDescription>
        </Alert>
      ) : !bundles.data || !stats.data ? (
        <Skeleton className="h-40 w-full" />
      ) : bundles.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-6 text-center sm:p-8">
          <Package className="size-8 text-brand-700" aria-hidden />
          <p className="font-medium text-slate-900">{t('bundles.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('bundles.emptyHint')}</p>
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link to={paths.payment({ bundle: 'starter' })}>{t('buyBundle')}</Link>
          </Button>
        </Card>
      ) : (
        <>
          <BundleTotals stats={stats.data} />
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('bundles.listLabel')}>
            {bundles.data.map((bundle) => (
              <li key={bundle.id}>
                <BundleCard bundle={bundle} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function BundleTotals({ stats }: { stats: BundleStatsReply }) {
  const { t } = useTranslation('payments');
  const { date } = usePaymentWords();
  const tiles = [
    { label: t('bundles.codesLeft'), value: String(stats.creditsRemaining) },
    { label: t('bundles.codesUsed'), value: t('bundles.ofTotal', { part: stats.creditsUsed, total: stats.creditsTotal }) },
    { label: t('bundles.codesExpired'), value: String(stats.creditsExpired) },
    { label: t('bundles.activeBundles'), value: t('bundles.ofTotal', { part: stats.activeBundles, total: stats.totalBundles }) },
  ];
  return (
    <div className="space-y-2">
      <dl aria-label={t('bundles.totals')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg border border-border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">{tile.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900">{tile.value}</dd>
          </div>
        ))}
      </dl>
      {stats.nextExpiresAt ? <p className="text-xs text-muted-foreground">{t('bundles.nextExpiry', { date: date(stats.nextExpiresAt) })}</p> : null}
    </div>
  );
}

function BundleCard({ bundle }: { bundle: BundleHistoryItem }) {
  const { t } = useTranslation('payments');
  const { date } = usePaymentWords();
  const name = t('bundles.name', { label: t(`app:bundles.${bundle.bundleType}`) });
  const used = bundle.totalZarcodes - bundle.remainingZarcodes;
  const isActive = bundle.state === 'active';
  return (
    <Card className={cn('flex h-full flex-col gap-2 p-4', isActive ? 'border-brand-200' : 'bg-slate-50')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <Package className={cn('size-5 shrink-0', isActive ? 'text-brand-700' : 'text-slate-500')} aria-hidden />
          {name}
        </h3>
        <Badge className={STATE_CLASSES[bundle.state]}>{t(`bundles.state.${bundle.state}`)}</Badge>
      </div>
      <p className="text-sm text-slate-700">{t('bundles.used', { used, total: bundle.totalZarcodes, left: bundle.remainingZarcodes })}</p>
      <div
        role="progressbar"
        aria-label={t('bundles.usedLabel', { name })}
        aria-valuemin={0}
        aria-valuemax={bundle.totalZarcodes}
        aria-valuenow={used}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', isActive ? 'bg-brand-600' : 'bg-slate-400')}
          style={{ width: `${bundle.totalZarcodes > 0 ? (used / bundle.totalZarcodes) * 100 : 0}%` }}
        />
      </div>
      <dl className="mt-auto grid gap-0.5 pt-1 text-xs text-muted-foreground">
        <div className="flex justify-between gap-3">
          <dt>{bundle.paymentId ? t('bundles.bought') : t('bundles.given')}</dt>
          <dd className="tabular-nums">{date(bundle.createdAt)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{bundle.isExpired ? t('bundles.expired') : t('bundles.expires')}</dt>
          <dd className="tabular-nums">{date(bundle.expiresAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}
