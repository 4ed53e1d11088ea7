import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { ApiKeysCard } from './api-keys-card';
import { BatchLookupTool, BatchNearestTool } from './batch-tools';
import { QuickStart } from './quick-start';
import { UsageCard } from './usage-card';
import { WebhooksCard } from './webhooks-card';

/** /developers: API keys, webhooks, how to call the API, CSV conversions in the browser, and usage. */
export function DevelopersPage() {
  const { t } = useTranslation('developers');
  usePageTitle(t('app:developers'));
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('app:developers')}</h1>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </header>
      <ApiKeysCard />
      <WebhooksCard />
      <div className="grid gap-5 lg:grid-cols-2">
        <BatchLookupTool />
        <BatchNearestTool />
      </div>
      <QuickStart origin={window.location.origin} />
      <UsageCard />
    </div>
  );
}
