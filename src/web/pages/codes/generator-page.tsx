import { History } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isInWorldRange, parseCoordinateValue, type LatLng } from '../../../domain/geo/coordinate-checks';
import { formatCoordinate } from '../../../domain/geo/coordinate-format';
import { newImageSessionId } from '../../../domain/images/images';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { useActiveBundlesQuery } from '../../api/bundles';
import { ApiError, serverMessageOr } from '../../api/client';
import { discardTemporaryImages } from '../../api/images';
import { usePlaceQuery } from '../../api/places';
import { DEFAULT_PRICE_AMOUNT, useCurrentPriceQuery } from '../../api/prices';
import { useUserLocationQuery } from '../../api/user';
import { useCreateZarcodeMutation } from '../../api/zarcodes';
import { CodeFormColumns } from '../../components/generator/code-form-columns';
import { EMPTY_FORM, toFormInput, type GeneratorValues } from '../../components/generator/form-values';
import type { SubmitState } from '../../components/generator/location-details-form';
import { SuccessAlert } from '../../components/generator/success-alert';
import { useCodeForm } from '../../components/generator/use-code-form';
import { ImagePanel } from '../../components/images/image-panel';
import { copyCode } from '../../components/share/copy-code-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/page-loader';
import { toast } from '../../components/ui/use-toast';
import { trackZarcodeGenerated } from '../../lib/analytics';
import { localMessage } from '../../lib/i18n';
import { clearPendingZarcode, readPendingZarcode, savePendingZarcode } from '../../lib/pending-zarcode';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { BundleBanner } from './generator/bundle-banner';

/**
 * /generator: create a code. A Location Map card and a Location
 * Details form side by side (one column on phones). With an active bundle that has codes left the
 * code is created at once and the dashboard follows after 1.5 s; without one the checked form is kept
 * for /payment. `?address=&placeId=` (from the address-not-found page) starts at that place;
 * `?lat=&lng=` (an answered location request's "Make this a ZARcode") at that point.
 */
export function GeneratorPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const address = searchParams.get('address')?.trim() || undefined;
  const placeId = searchParams.get('placeId')?.trim() || undefined;
  const place = usePlaceQuery(placeId);
  const handedPoint = pointOfQuery(searchParams.get('lat'), searchParams.get('lng'));
  // "Start over" remounts the form: the locks on suburb, city and province are never lifted otherwise.
  const [generation, setGeneration] = React.useState(0);
  usePageTitle(t('app:generate'));

  // A handed-over place is waited for, so that the map opens on it rather than jumping there.
  if (placeId && place.isPending) return <PageLoader />;
  const start: Start = {
    address,
    point: place.data ? { latitude: place.data.place.latitude, longitude: place.data.place.longitude } : handedPoint,
  };
  return <Generator key={generation} start={start} onStartOver={() => setGeneration((n) => n + 1)} />;
}

/** A point handed over in the query string, when both numbers read and lie on the globe. */
function pointOfQuery(lat: string | null, lng: string | null): LatLng | null {
  const latitude = parseCoordinateValue(lat);
  const longitude = parseCoordinateValue(lng);
  return latitude !== null && longitude !== null && isInWorldRange(latitude, longitude) ? { latitude, longitude } : null;
}

interface Start {
  /** The address text handed over by the address-not-found page. */
  address: string | undefined;
  /** Its place's point, when the place was found. */
  point: LatLng | null;
}

function Generator({ start, onStartOver }: { start: Start; onStartOver(): void }) {
  const { t } = useTranslation('codeForm');
  const navigate = useNavigate();

  // Back from /payment, the kept form returns; a handed-over address starts a fresh one.
  const [restored] = React.useState(() => (start.address || start.point ? null : (readPendingZarcode()?.form ?? null)));
  const [initialPoint] = React.useState<LatLng | null>(() =>
    restored ? { latitude: restored.latitude, longitude: restored.longitude } : start.point,
  );
  const code = useCodeForm({
    initialPoint,
    defaultValues: restored
      ? toFormInput(restored)
      : {
          ...EMPTY_FORM,
          addressLine1: start.address ?? '',
          latitude: initialPoint ? formatCoordinate(initialPoint.latitude) : '',
          longitude: initialPoint ? formatCoordinate(initialPoint.longitude) : '',
        },
    onValid: handleValid,
  });

  const bundles = useActiveBundlesQuery();
  const price = useCurrentPriceQuery();
  // The map opens on the user's own area: the mean of their codes.
  const userLocation = useUserLocationQuery();
  const create = useCreateZarcodeMutation();

  const [created, setCreated] = React.useState<ZarcodeRecord | null>(null);
  // The photos' temporary upload session goes with the form as `sessionId`,
  // on the pay path too, so photos added before /payment come back with the kept form and move to the
  // code whichever way it is made.
  const [imageSessionId] = React.useState(() => restored?.sessionId ?? newImageSessionId());
  const [isUploadingImages, setUploadingImages] = React.useState(false);

  const firstBundle = bundles.data?.[0];
  const bundle = firstBundle && firstBundle.remainingZarcodes > 0 ? firstBundle : null;

  function handleValid(body: GeneratorValues) {
    if (bundle) {
      create.mutate(
        { ...body, sessionId: imageSessionId, useBundle: true },
        {
          onSuccess: (record) => {
            setCreated(record);
            clearPendingZarcode();
            trackZarcodeGenerated('bundle', record.province);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          },
          onError: (error) => {
            const message = localMessage(serverMessageOr(error, t('createFailed')));
            toast({ title: t('app:error'), description: message, variant: 'destructive' });
            // A 402 means the bundle ran out meanwhile: read the bundles again so the pay path shows.
            if (error instanceof ApiError && error.status === 402) void bundles.refetch();
          },
        },
      );
      return;
    }
    if (!savePendingZarcode({ ...body, sessionId: imageSessionId })) {
      toast({ title: t('app:error'), description: t('notKept'), variant: 'destructive' });
      return;
    }
    navigate(paths.payment());
  }

  async function handleCopy() {
    if (!created) return;
    await copyCode(created.zarcode);
  }

  function handleStartOver() {
    clearPendingZarcode();
    void discardTemporaryImages(imageSessionId);
    onStartOver();
  }

  const { isLookingUp } = code;
  const submit: SubmitState = create.isPending
    ? { label: t('creating'), isDisabled: true, isPending: true }
    : bundles.isPending
      ? { label: t('create'), isDisabled: true, isPending: false, hint: t('checkingBundles') }
      : bundle
        ? {
            label: t('create'),
            isDisabled: isLookingUp,
            isPending: false,
            hint: t('usesBundle', { count: bundle.remainingZarcodes }),
          }
        : {
            label: price.data ? t('payAndCreate', { price: price.data }) : t('continueToPayment'),
            isDisabled: isLookingUp,
            isPending: false,
            hint: t('payHint', { price: price.data ?? DEFAULT_PRICE_AMOUNT }),
          };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('app:generate')}</h1>
        <p className="text-muted-foreground">{t('generatorIntro')}</p>
      </header>

      {created ? (
        <SuccessAlert code={created.zarcode} onCopy={handleCopy} dashboardPath={paths.dashboard()} />
      ) : bundle ? (
        <BundleBanner bundle={bundle} />
      ) : null}

      {restored && !created ? (
        <Alert>
          <History aria-hidden />
          <AlertTitle>{t('restoredTitle')}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p>{t('restoredText')}</p>
            <Button variant="outline" size="sm" onClick={handleStartOver}>
              {t('startOver')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <CodeFormColumns
        code={code}
        initialQuery={start.address}
        startCenter={userLocation.data ?? null}
        submit={isUploadingImages ? { ...submit, isDisabled: true, hint: t('waitingForPhotos') } : submit}
        isDone={created !== null}
        imagePanel={
          <ImagePanel
            target={{ kind: 'temporary', sessionId: imageSessionId }}
            isNew={!restored?.sessionId}
            disabled={created !== null || create.isPending}
            onBusyChange={setUploadingImages}
            title={t('photosOptional')}
          />
        }
      />
    </div>
  );
}
