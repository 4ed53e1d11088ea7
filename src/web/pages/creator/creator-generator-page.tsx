import { BadgeCheck } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorProfile } from '../../../domain/creators/schemas';
import { newImageSessionId } from '../../../domain/images/images';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { serverMessageOr } from '../../api/client';
import { useMyCreatorProfileQuery } from '../../api/creators';
import { useUserLocationQuery } from '../../api/user';
import { useCreateCreatorZarcodeMutation } from '../../api/zarcodes';
import { CodeFormColumns } from '../../components/generator/code-form-columns';
import { EMPTY_FORM, type GeneratorValues } from '../../components/generator/form-values';
import type { SubmitState } from '../../components/generator/location-details-form';
import { SuccessAlert } from '../../components/generator/success-alert';
import { useCodeForm } from '../../components/generator/use-code-form';
import { ImagePanel } from '../../components/images/image-panel';
import { PageLoader } from '../../components/page-loader';
import { copyCode } from '../../components/share/copy-code-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { toast } from '../../components/ui/use-toast';
import { trackZarcodeGenerated } from '../../lib/analytics';
import { localMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { CreatorBlocked } from './parts/creator-blocked';
import { LoadFailed } from './parts/load-failed';

/**
 * /creator-generator: the generator for creators: the same map and form, with the
 * creator's prefix in the preview, and no price, bundle or payment. Someone who cannot create codes
 * now (not a creator, inactive, no prefix yet) is told why and where to go instead.
 */
export function CreatorGeneratorPage() {
  const { t } = useTranslation('creators');
  usePageTitle(t('generateTitle'));
  const me = useMyCreatorProfileQuery();
  if (me.isPending) return <PageLoader />;
  if (!me.data) return <LoadFailed title={t('profileFailed')} onRetry={() => void me.refetch()} isRetrying={me.isFetching} />;
  const profile = me.data.profile;
  if (!profile?.canCreateCodes) return <CreatorBlocked profile={profile} />;
  return <CreatorGenerator profile={profile} />;
}

function CreatorGenerator({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation('creators');
  const create = useCreateCreatorZarcodeMutation();
  // The map opens on the creator's own area, as the generator's does.
  const userLocation = useUserLocationQuery();
  const [created, setCreated] = React.useState<ZarcodeRecord | null>(null);
  const [imageSessionId] = React.useState(newImageSessionId);
  const [isUploadingImages, setUploadingImages] = React.useState(false);
  const code = useCodeForm({ initialPoint: null, defaultValues: EMPTY_FORM, onValid: handleValid });

  function handleValid(body: GeneratorValues) {
    create.mutate(
      { ...body, sessionId: imageSessionId },
      {
        onSuccess: (record) => {
          setCreated(record);
          trackZarcodeGenerated('creator', record.province);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onError: (error) => {
          const message = localMessage(serverMessageOr(error, t('codeForm:createFailed')));
          toast({ title: t('app:error'), description: message, variant: 'destructive' });
        },
      },
    );
  }

  const submit: SubmitState = create.isPending
    ? { label: t('codeForm:creating'), isDisabled: true, isPending: true }
    : isUploadingImages
      ? { label: t('codeForm:create'), isDisabled: true, isPending: false, hint: t('codeForm:waitingForPhotos') }
      : { label: t('codeForm:create'), isDisabled: code.isLookingUp, isPending: false, hint: t('freeForCreators') };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('generateTitle')}</h1>
        <p className="text-muted-foreground">{t('generateIntro')}</p>
      </header>

      {created ? (
        <SuccessAlert code={created.zarcode} onCopy={() => void copyCode(created.zarcode)} dashboardPath={paths.creatorDashboard()} />
      ) : (
        <Alert variant="success" role="status">
          <BadgeCheck aria-hidden />
          <AlertTitle>{t('creatingAs', { name: profile.displayName })}</AlertTitle>
          <AlertDescription>{t('creatingAsText', { path: `/${profile.slug}` })}</AlertDescription>
        </Alert>
      )}

      <CodeFormColumns
        code={code}
        startCenter={userLocation.data ?? null}
        submit={submit}
        isDone={created !== null}
        fixedPrefix={profile.useStandardPrefix ? null : profile.uniquePrefix}
        imagePanel={
          <ImagePanel
            target={{ kind: 'temporary', sessionId: imageSessionId }}
            isNew
            disabled={created !== null || create.isPending}
            onBusyChange={setUploadingImages}
            title={t('codeForm:photosOptional')}
          />
        }
      />
    </div>
  );
}
