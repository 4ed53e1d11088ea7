import { MapPinOff } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../domain/geo/coordinate-checks';
import { LocationPicker } from '../map/location-picker';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { LocationDetailsForm, type SubmitState } from './location-details-form';
import type { CodeForm } from './use-code-form';

export interface CodeFormColumnsProps {
  code: CodeForm;
  /** Text for the map's search box to start with. */
  initialQuery?: string;
  /** Where the map opens when no point is placed yet (the user's area). */
  startCenter?: LatLng | null;
  submit: SubmitState;
  isDone: boolean;
  imagePanel: React.ReactNode;
  /** A creator's own prefix, shown by the preview instead of the standard one. */
  fixedPrefix?: string | null;
}

/**
 * The create screen's two columns: the Location Map card and the Location
 * Details form, one column on phones.
 */
export function CodeFormColumns({ code, initialQuery, startCenter, submit, isDone, imagePanel, fixedPrefix }: CodeFormColumnsProps) {
  const { t } = useTranslation('codeForm');
  const outsideNotice =
    code.lookup.status === 'outside' ? (
      <Alert variant="destructive">
        <MapPinOff aria-hidden />
        <AlertTitle>{t('outsideTitle')}</AlertTitle>
        <AlertDescription>{t('outsideText')}</AlertDescription>
      </Alert>
    ) : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle>{t('mapTitle')}</CardTitle>
          <CardDescription>{t('mapIntro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LocationPicker
            point={code.point}
            onPointChange={code.placePoint}
            initialQuery={initialQuery}
            startCenter={startCenter ?? null}
            notice={outsideNotice}
          />
        </CardContent>
      </Card>

      <LocationDetailsForm
        code={code}
        submit={submit}
        isDone={isDone}
        imagePanel={imagePanel}
        fixedPrefix={fixedPrefix}
      />
    </div>
  );
}
