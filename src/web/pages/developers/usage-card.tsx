import { useTranslation } from 'react-i18next';
import { useApiKeysQuery, useApiUsageQuery } from '../../api/developers';
import { RegionCard } from '../../components/region-card';
import { Skeleton } from '../../components/ui/skeleton';
import { useLanguageTag } from '../../lib/i18n';

/** Requests per key per South African day, the last 30 days. */
export function UsageCard() {
  const { t } = useTranslation('developers');
  const locale = useLanguageTag();
  const usage = useApiUsageQuery();
  const keys = useApiKeysQuery();
  const nameOf = new Map((keys.data?.apiKeys ?? []).map((key) => [key.id, key.name]));
  const days = usage.data?.usage ?? [];

  return (
    <RegionCard id="api-usage" title={t('usage')} description={t('usageIntro')}>
      {usage.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : usage.isError ? (
        <p className="text-sm text-destructive">{t('usageFailed')}</p>
      ) : days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noCalls')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('usageCaption')}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">{t('day')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('key')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('requests')}</th>
                <th scope="col" className="py-2 text-right font-medium">{t('refused')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={`${day.apiKeyId}-${day.day}`} className="border-b border-border last:border-0">
                  <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{day.day}</td>
                  <td className="py-2 pr-3">{nameOf.get(day.apiKeyId) ?? t('unknownKey')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{day.requests.toLocaleString(locale)}</td>
                  <td className="py-2 text-right tabular-nums">{day.refused.toLocaleString(locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RegionCard>
  );
}
