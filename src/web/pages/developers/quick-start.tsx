import { ExternalLink } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { RegionCard } from '../../components/region-card';

/** How to call the API, with the page's own address in the examples. */
export function QuickStart({ origin }: { origin: string }) {
  const { t } = useTranslation('developers');
  const examples = [
    ['exampleOne', `curl -H "X-Api-Key: zc_..." ${origin}/api/v1/zarcodes/1CT-7K2M`],
    [
      'exampleMany',
      `curl -X POST -H "Authorization: Bearer zc_..." -H "Content-Type: application/json" \\\n  -d '{"codes":["1CT-7K2M","7jn 4pq9"]}' ${origin}/api/v1/batch/lookup`,
    ],
    [
      'exampleNearest',
      `curl -X POST -H "X-Api-Key: zc_..." -H "Content-Type: application/json" \\\n  -d '{"points":[{"id":"order-1","latitude":-33.9249,"longitude":18.4241}],"radiusMeters":500}' \\\n  ${origin}/api/v1/batch/nearest`,
    ],
  ] as const;
  return (
    <RegionCard
      id="quick-start"
      title={t('quickStart')}
      description={<Trans t={t} i18nKey="quickStartIntro" components={{ code: <code /> }} />}
      contentClassName="grid gap-4"
    >
      {examples.map(([title, command]) => (
        <div key={title} className="grid gap-1.5">
          <p className="text-sm font-medium">{t(title)}</p>
          {/* A long command scrolls sideways; the keyboard reaches it too. */}
          <pre tabIndex={0} role="region" aria-label={t(title)} className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100 [overflow-wrap:normal]">
            <code>{command}</code>
          </pre>
        </div>
      ))}
      <a href="/api/docs" target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        {t('fullReference')}
        <ExternalLink className="size-3.5" aria-hidden />
      </a>
    </RegionCard>
  );
}
