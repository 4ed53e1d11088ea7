import { useTranslation } from 'react-i18next';
import { useAccessDetailsQuery } from '../../api/access-details';
import { ApiError } from '../../api/client';
import { useZarcodeQuery } from '../../api/zarcodes';
import { BackLink } from '../../components/back-link';
import { PageLoader } from '../../components/page-loader';
import { useCodeParam } from '../../lib/use-code-param';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { AccessForm } from './access/access-form';
import { AccessLogCard } from './access/access-log-card';
import { DeliveryLinksCard } from './access/delivery-links-card';
import { NamedAccountsCard } from './access/named-accounts-card';
import { CodeLoadFailed, CodeNotFound } from './edit/code-states';
import { NotYourCode } from './edit/not-your-code';

/**
 * /zarcodes/{code}/access: the owner's (or an admin's) page of a code's access details, who they are
 * shared with (delivery links, named accounts) and the log of every look. Others are told plainly and
 * never call the management API (a 403 would end their session).
 */
export function CodeAccessPage() {
  const { t } = useTranslation('access');
  const codeParam = useCodeParam();
  const query = useZarcodeQuery(codeParam);
  usePageTitle(t('pageTitle', { code: codeParam }));
  const code = query.data;
  const details = useAccessDetailsQuery(code?.zarcode ?? '', null, Boolean(code?.canEdit));

  if (query.isPending) return <PageLoader />;
  if (!code) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <CodeNotFound code={codeParam} />
    ) : (
      <CodeLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  if (!code.canEdit) return <NotYourCode code={code.zarcode} title={t('cannotManage')} />;
  if (details.isPending) return <PageLoader />;

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-3 py-5 sm:px-6 sm:py-8">
      <BackLink to={paths.code(code.zarcode)}>{t('codeForm:backTo', { code: code.zarcode })}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('codePage:accessTitle')}</h1>
        <p className="mt-1 text-muted-foreground wrap-anywhere">
          <span className="font-mono font-semibold text-slate-800">{code.zarcode}</span>
          {code.title ? ` · ${code.title}` : ''}
        </p>
      </header>
      <AccessForm code={code.zarcode} details={details.data?.details ?? null} />
      <DeliveryLinksCard code={code.zarcode} />
      <NamedAccountsCard code={code.zarcode} />
      <AccessLogCard code={code.zarcode} />
    </div>
  );
}
