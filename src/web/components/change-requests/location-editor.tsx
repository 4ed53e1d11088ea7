import { CheckCircle2, RotateCcw } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeftText, windowTimeLeftMs } from '../../../domain/change-requests/change-requests';
import type { ChangeRequest } from '../../../domain/change-requests/schemas';
import { isLocationChange, type LatLng } from '../../../domain/geo/coordinate-checks';
import { formatCoordinates } from '../../../domain/geo/coordinate-format';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { useInvalidateMyChangeRequests } from '../../api/change-requests';
import { serverMessageOr } from '../../api/client';
import { useReversePlaceQuery } from '../../api/places';
import { useUpdateZarcodeMutation } from '../../api/zarcodes';
import { localMessage } from '../../lib/i18n';
import { useNow } from '../../lib/use-now';
import { LocationPicker } from '../map/location-picker';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';

const MOVE_INSTRUCTIONS = {
  title: 'changeRequests:moveTitle',
  steps: ['changeRequests:moveStep1', 'changeRequests:moveStep2', 'changeRequests:moveStep3'],
};

/** The place the point is in (suburb, city, province), as the server will set it. */
function NewPlace({ point }: { point: LatLng }) {
  const { t } = useTranslation('changeRequests');
  const place = useReversePlaceQuery({ lat: point.latitude, lng: point.longitude });
  if (place.isPending) return <span className="text-muted-foreground">{t('lookingUp')}</span>;
  if (!place.data?.found) return <span className="text-red-700">{t('outside')}</span>;
  return <>{[place.data.suburb !== place.data.city ? place.data.suburb : null, place.data.city, place.data.province].filter(Boolean).join(', ')}</>;
}

/**
 * The location editor of an approved change request: while its 24 hours
 * last, the owner moves the marker and saves; suburb, city and province follow the point and the
 * request becomes applied. Shown instead of the Request Change button on the edit pages.
 */
export function LocationEditor({ code, request }: { code: ZarcodeRecord; request: ChangeRequest }) {
  const { t, i18n } = useTranslation('changeRequests');
  const current = React.useMemo<LatLng>(
    () => ({ latitude: Number(code.latitude), longitude: Number(code.longitude) }),
    [code.latitude, code.longitude],
  );
  const [point, setPoint] = React.useState<LatLng>(current);
  const update = useUpdateZarcodeMutation(code.zarcode);
  const invalidateRequests = useInvalidateMyChangeRequests();
  const now = useNow();
  const isMoved = isLocationChange(code, point);

  function handleSave() {
    update.mutate(point, {
      onSuccess: (saved) => {
        toast({
          title: t('locationUpdated'),
          description: t('nowPointsTo', { code: saved.zarcode, place: [saved.city, saved.province].join(', ') }),
          variant: 'success',
        });
        void invalidateRequests();
      },
      onError: (error) => {
        const message = localMessage(serverMessageOr(error, t('updateFailedText')));
        toast({ title: t('updateFailed'), description: message, variant: 'destructive' });
      },
    });
  }

  return (
    <div className="grid gap-4">
      <Alert variant="success">
        <CheckCircle2 aria-hidden />
        <AlertTitle>{t('approvedTitle')}</AlertTitle>
        <AlertDescription>{t('mayMoveNow', { timeLeft: localMessage(timeLeftText(windowTimeLeftMs(request, now)), i18n) })}</AlertDescription>
      </Alert>
      <LocationPicker
        point={point}
        onPointChange={(next) => setPoint(next)}
        instructions={MOVE_INSTRUCTIONS}
        mapClassName="h-[320px] sm:h-[400px] lg:h-[420px]"
      />
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-muted-foreground">{t('newCoordinates')}</dt>
          <dd className="font-mono tabular-nums" aria-live="polite">
            {formatCoordinates(point.latitude, point.longitude)}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">{t('newPlace')}</dt>
          <dd aria-live="polite">{isMoved ? <NewPlace point={point} /> : t('notMoved')}</dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={!isMoved || update.isPending} onClick={() => setPoint(current)}>
          <RotateCcw aria-hidden />
          {t('putBack')}
        </Button>
        <Button disabled={!isMoved || update.isPending} onClick={handleSave}>
          {update.isPending ? <Spinner /> : null}
          {t('saveLocation')}
        </Button>
      </div>
    </div>
  );
}
