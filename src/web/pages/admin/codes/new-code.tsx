import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { PRODUCT_NAME } from '../../../../domain/brand';
import type { LatLng } from '../../../../domain/geo/coordinate-checks';
import { formatCoordinate } from '../../../../domain/geo/coordinate-format';
import { newImageSessionId } from '../../../../domain/images/images';
import { createZarcodeBodySchema } from '../../../../domain/zarcode/schemas';
import type { AdminUser } from '../../../../domain/user/schemas';
import { useAdminCreateZarcodeMutation } from '../../../api/admin-zarcodes';
import { ImagePanel } from '../../../components/images/image-panel';
import { LocationPicker } from '../../../components/map/location-picker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { EMPTY_FORM, typedPoint, type GeneratorInput, type GeneratorValues } from '../../../components/zarcode-form/form-values';
import { LocationDetailsForm } from '../../../components/zarcode-form/location-details-form';
import { codeFormSubmit } from '../../../components/zarcode-form/submit';
import { useAddressLookup } from '../../../components/zarcode-form/use-address-lookup';
import { toastFailure } from '../parts/admin-page';
import { fullName } from '../users/roles';
import { OwnerPicker } from './owner-picker';

/**
 * New code on /a/zarcodes: the generator's map and form (components/zarcode-form) with an owner
 * picker, sent to POST /api/admin/zarcodes: free, for the admin or the user chosen. The terms are the
 * owner's to accept when they use the code, so the form does not ask the admin.
 */
export function NewZarcode({ onDone }: { onDone: (code: string) => void }) {
  const [owner, setOwner] = React.useState<AdminUser | null>(null);
  const [point, setPoint] = React.useState<LatLng | null>(null);
  const [imageSessionId] = React.useState(newImageSessionId);
  const [isUploadingImages, setUploadingImages] = React.useState(false);
  const form = useForm<GeneratorInput, unknown, GeneratorValues>({
    resolver: zodResolver(createZarcodeBodySchema),
    defaultValues: { ...EMPTY_FORM, termsConfirmed: true },
  });
  const { lookup, locked, lookUpAddress } = useAddressLookup(form, null);
  const create = useAdminCreateZarcodeMutation();

  const placePoint = React.useCallback(
    (next: LatLng) => {
      setPoint(next);
      form.setValue('latitude', formatCoordinate(next.latitude), { shouldDirty: true });
      form.setValue('longitude', formatCoordinate(next.longitude), { shouldDirty: true });
      lookUpAddress(next);
    },
    [form, lookUpAddress],
  );

  function handleValid(body: GeneratorValues) {
    create.mutate(
      { ...body, sessionId: imageSessionId, useBundle: false, ...(owner ? { userId: owner.id } : {}) },
      {
        onSuccess: (record) => {
          toast({
            title: `${PRODUCT_NAME} created`,
            description: `${record.zarcode} for ${owner ? fullName(owner) : 'you'}`,
            variant: 'success',
          });
          onDone(record.zarcode);
        },
        onError: (error) => toastFailure('Error', error, `Failed to create ${PRODUCT_NAME}`),
      },
    );
  }

  const handleSubmit = codeFormSubmit(form, lookup, handleValid);

  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <div className="grid min-w-0 gap-5">
        <OwnerPicker owner={owner} onChange={setOwner} disabled={create.isPending} />
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Location Map</CardTitle>
            <CardDescription>Search, tap the map, or paste coordinates or a map link.</CardDescription>
          </CardHeader>
          <CardContent>
            <LocationPicker point={point} onPointChange={placePoint} />
          </CardContent>
        </Card>
      </div>
      <LocationDetailsForm
        form={form}
        locked={locked}
        lookup={lookup}
        onRetryLookup={() => point && placePoint(point)}
        onCoordinatesBlur={() => {
          const next = typedPoint(form.getValues(['latitude', 'longitude']), point);
          if (next) placePoint(next);
        }}
        onSubmit={handleSubmit}
        submit={{
          label: `Create ${PRODUCT_NAME}`,
          isDisabled: lookup.status === 'loading' || isUploadingImages,
          isPending: create.isPending,
          hint: owner ? `Free of charge, for ${fullName(owner)}.` : 'Free of charge, for you.',
        }}
        isDone={false}
        showTerms={false}
        intro={owner ? `A ${PRODUCT_NAME} for ${fullName(owner)}.` : `A ${PRODUCT_NAME} of your own.`}
        imagePanel={
          <ImagePanel target={{ kind: 'temporary', sessionId: imageSessionId }} isNew onBusyChange={setUploadingImages} title="Photos (optional)" />
        }
      />
    </div>
  );
}
