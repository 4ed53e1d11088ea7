import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bundle } from '../../../domain/bundles/schemas';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../paths';
import { formatDate } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';

/** One card per active bundle: its type, codes left of its total, and when it expires; all of them on /payments. */
export function BundleCards({ bundles }: { bundles: Bundle[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLanguageTag();
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="bundles-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="bundles-heading" className="text-lg font-semibold text-slate-900">
          {t('activeBundles')}
        </h2>
        <Link to={paths.bundles()} className="text-sm font-medium text-brand-700 hover:underline">
          {t('payments:bundles.seeAll')}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {bundles.map((bundle) => {
          const percentLeft = bundle.totalZarcodes > 0 ? (bundle.remainingZarcodes / bundle.totalZarcodes) * 100 : 0;
          const name = t('bundleName', { name: t(`app:bundles.${bundle.bundleType}`) });
          return (
            <li key={bundle.id}>
              <Card className="flex h-full flex-col gap-3 border-brand-200 bg-gradient-to-br from-brand-50 to-white p-4 sm:p-5">
                <div className="flex items-center gap-2">
                  <Package className="size-5 text-brand-700" aria-hidden />
                  <h3 className="font-semibold text-slate-900">{name}</h3>
                </div>
                <p className="text-sm text-slate-700">
                  <span className="text-2xl font-bold tabular-nums text-slate-900">{bundle.remainingZarcodes}</span>
                  {` ${t('remainingOf', { total: bundle.totalZarcodes })}`}
                </p>
                <div
                  role="progressbar"
                  aria-label={t('remainingLabel', { name })}
                  aria-valuemin={0}
                  aria-valuemax={bundle.totalZarcodes}
                  aria-valuenow={bundle.remainingZarcodes}
                  className="h-2 overflow-hidden rounded-full bg-brand-100"
                >
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${percentLeft}%` }} />
                </div>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-muted-foreground">{t('expires', { date: formatDate(bundle.expiresAt, locale) })}</p>
                  {bundle.remainingZarcodes > 0 ? (
                    <Button asChild size="sm" variant="outline">
                      <Link to={paths.generator()}>{t('useBundle')}</Link>
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
