import * as React from 'react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { newImageSessionId } from '../../../../domain/images/images';
import type { AdminUser } from '../../../../domain/user/schemas';
import { useAdminCreateZarcodeMutation } from '../../../api/admin-zarcodes';
import { EMPTY_FORM, type GeneratorValues } from '../../../components/generator/form-values';
import { LocationDetailsForm } from '../../../components/generator/location-details-form';
import { useCodeForm } from '../../../components/generator/use-code-form';
import { ImagePanel } from '../../../components/images/image-panel';
import { LocationPicker } from '../../../components/map/location-picker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';
import { fullName } from '../users/roles';
import { OwnerPicker } from './owner-picker';

/**
 * New code on /a/zarcodes: the generator's map and form (components/generator) with an owner
 * picker, sent to POST /api/admin/zarcodes: free, for the admin or the user chosen. The terms are the
 * owner's to accept when they use the code, so the form does not ask the admin.
 */
export function NewZarcode({ onDone }: { onDone: (code: string) => void }) {
  const [owner, setOwner] = React.useState<AdminUser | null>(null);
  const [imageSessionId] = React.useState(newImageSessionId);
  const [isUploadingImages, setUploadingImages] = React.useState(false);
  const create = useAdminCreateZarcodeMutation();

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

  const code = useCodeForm({ initialPoint: null, defaultValues: { ...EMPTY_FORM, termsConfirmed: true }, onValid: handleValid });

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
            <LocationPicker point={code.point} onPointChange={code.placePoint} />
          </CardContent>
        </Card>
      </div>
      <LocationDetailsForm
        code={code}
        submit={{
          label: `Create ${PRODUCT_NAME}`,
          isDisabled: code.isLookingUp || isUploadingImages,
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
