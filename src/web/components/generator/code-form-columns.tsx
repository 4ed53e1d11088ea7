import { MapPinOff } from 'lucide-react';
import type * as React from 'react';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { LatLng } from '../../../domain/geo/coordinate-checks';
import { LocationPicker } from '../map/location-picker';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { LocationDetailsForm, type SubmitState } from './location-details-form';
import type { CodeForm } from './use-code-form';

export const OUTSIDE_SOUTH_AFRICA_MESSAGE = `This point is outside South Africa. ${PRODUCT_NAME_PLURAL} are only made for places in South Africa: move the marker there.`;

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
  const outsideNotice =
    code.lookup.status === 'outside' ? (
      <Alert variant="destructive">
        <MapPinOff aria-hidden />
        <AlertTitle>Outside South Africa</AlertTitle>
        <AlertDescription>{OUTSIDE_SOUTH_AFRICA_MESSAGE}</AlertDescription>
      </Alert>
    ) : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle>Location Map</CardTitle>
          <CardDescription>Search, tap the map or use your location, then drag the marker onto the exact spot.</CardDescription>
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
