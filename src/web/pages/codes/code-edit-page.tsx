import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useZarcodeQuery } from '../../api/zarcodes';
import { CodeLocationCard } from '../../components/change-requests/code-location-card';
import { ImagePanel } from '../../components/images/image-panel';
import { BackLink } from '../../components/back-link';
import { PageLoader } from '../../components/page-loader';
import { Card, CardContent } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { CodeLoadFailed, CodeNotFound } from './edit/code-states';
import { NotYourCode } from './edit/not-your-code';
import { EditCodeForm } from './edit/edit-code-form';
import { useCodeParam } from '../../lib/use-code-param';

/**
 * /creator/edit-zarcode/{code}: the edit page of a creator's code, which leads back to the creator
 * dashboard. Any other code is edited at /zarcodes/{code}/edit.
 */
export function CreatorEditCodePage() {
  return <CodeEditPage asCreator />;
}

/**
 * /zarcodes/{code}/edit: photos, the location (moved only in the window of an approved change
 * request), title, description, privacy and address lines, for the code's owner and admins. A PUT
 * refused with 403 would end the session, so others never reach the form.
 */
export function CodeEditPage({ asCreator = false }: { asCreator?: boolean }) {
  const { t } = useTranslation('codeForm');
  const codeParam = useCodeParam();
  const query = useZarcodeQuery(codeParam);
  usePageTitle(t('app:editCode', { code: codeParam }));

  if (query.isPending) return <PageLoader />;
  const code = query.data;
  if (!code) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <CodeNotFound code={codeParam} />
    ) : (
      <CodeLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  if (!code.canEdit) return <NotYourCode code={code.zarcode} title={t('cannotEdit')} />;
  if (asCreator && !code.isCreatorCode) return <Navigate to={paths.codeEdit(code.zarcode)} replace />;
  const doneTo = asCreator ? paths.creatorDashboard() : paths.code(code.zarcode);

  return (
    <div className="mx-auto max-w-3xl px-3 py-5 sm:px-6 sm:py-8">
      <BackLink to={doneTo}>{asCreator ? t('backToCreatorDashboard') : t('backTo', { code: code.zarcode })}</BackLink>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans
          t={t}
          i18nKey={asCreator ? 'editCreatorCode' : 'editCode'}
          values={{ code: code.zarcode }}
          components={{ code: <span className="font-mono" /> }}
        />
      </h1>
      <div className="mt-5 grid gap-5">
        {/* Photos are saved as they change, so they sit outside the form and its Save button. */}
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <ImagePanel
              target={{ kind: 'saved', zarcodeId: code.id }}
              headingLevel="h2"
              description={t('photosIntro')}
            />
          </CardContent>
        </Card>
        <CodeLocationCard code={code} />
        <EditCodeForm code={code} doneTo={doneTo} />
      </div>
    </div>
  );
}
