import { BadgeCheck } from 'lucide-react';
import * as React from 'react';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
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
  usePageTitle(`Generate Creator ${PRODUCT_NAME}`);
  const me = useMyCreatorProfileQuery();
  if (me.isPending) return <PageLoader />;
  if (!me.data) return <LoadFailed title="Could not load your creator profile" onRetry={() => void me.refetch()} isRetrying={me.isFetching} />;
  const profile = me.data.profile;
  if (!profile?.canCreateCodes) return <CreatorBlocked profile={profile} />;
  return <CreatorGenerator profile={profile} />;
}

function CreatorGenerator({ profile }: { profile: CreatorProfile }) {
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
          const message = serverMessageOr(error, `Failed to create ${PRODUCT_NAME}`);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  }

  const submit: SubmitState = create.isPending
    ? { label: 'Creating…', isDisabled: true, isPending: true }
    : isUploadingImages
      ? { label: `Create ${PRODUCT_NAME}`, isDisabled: true, isPending: false, hint: 'Waiting for your photos to finish uploading…' }
      : { label: `Create ${PRODUCT_NAME}`, isDisabled: code.isLookingUp, isPending: false, hint: 'Free for creators: no payment needed.' };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Generate Creator {PRODUCT_NAME}</h1>
        <p className="text-muted-foreground">
          Publish a place on your public page: drop the marker on the exact spot and add the details.
        </p>
      </header>

      {created ? (
        <SuccessAlert code={created.zarcode} onCopy={() => void copyCode(created.zarcode)} dashboardPath={paths.creatorDashboard()} />
      ) : (
        <Alert variant="success" role="status">
          <BadgeCheck aria-hidden />
          <AlertTitle>{`Creating as ${profile.displayName}`}</AlertTitle>
          <AlertDescription>
            {`Creator ${PRODUCT_NAME_PLURAL} are free and public unless you make them private; they appear on your page at /${profile.slug}.`}
          </AlertDescription>
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
            title="Photos (optional)"
          />
        }
      />
    </div>
  );
}
