import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { adminUpdateZarcodeBodySchema, type AdminUpdateZarcodeBody, type AdminUpdateZarcodeInput, type AdminZarcode } from '../../../../domain/zarcode/admin-schemas';
import { EDITABLE_TEXT_FIELDS } from '../../../../domain/zarcode/schemas';
import { useAdminUpdateZarcodeMutation } from '../../../api/admin-zarcodes';
import { SubmitButton } from '../../../components/form/submit-button';
import { textValues } from '../../../components/form/text-values';
import { SelectField, TextAreaField, TextField, OptionalLabel } from '../../../components/form/text-fields';
import { CheckboxField } from '../../../components/form/toggle-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';

const valuesOf = (code: AdminZarcode): AdminUpdateZarcodeInput => ({
  ...textValues(code, EDITABLE_TEXT_FIELDS),
  privacy: code.privacy,
  latitude: code.latitude,
  longitude: code.longitude,
  isVerified: code.isVerified,
});

/** What the edit sends: the fields changed, and both coordinates when the point moved. */
function changesOf(body: AdminUpdateZarcodeBody, code: AdminZarcode): AdminUpdateZarcodeInput {
  const changes: AdminUpdateZarcodeInput = {};
  if (body.title !== undefined && body.title !== code.title) changes.title = body.title;
  if (body.description !== undefined && body.description !== code.description) changes.description = body.description;
  if (body.privacy !== undefined && body.privacy !== code.privacy) changes.privacy = body.privacy;
  for (const key of ['addressLine1', 'addressLine2', 'suburb'] as const) {
    if (body[key] !== undefined && body[key] !== code[key]) changes[key] = body[key];
  }
  const isMoved = body.latitude !== Number(code.latitude) || body.longitude !== Number(code.longitude);
  if (isMoved && body.latitude !== undefined && body.longitude !== undefined) {
    changes.latitude = body.latitude;
    changes.longitude = body.longitude;
  }
  if (body.isVerified !== undefined && body.isVerified !== code.isVerified) changes.isVerified = body.isVerified;
  return changes;
}

/** Change any code: its details, its point (suburb, city and province follow) and its verified mark. */
export function EditCodeDialog({ code, onClose }: { code: AdminZarcode | null; onClose: () => void }) {
  return (
    <Dialog {...openWhileSet(code, onClose)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">{code ? <EditCodeForm code={code} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function EditCodeForm({ code, onClose }: { code: AdminZarcode; onClose: () => void }) {
  const update = useAdminUpdateZarcodeMutation();
  const { control, handleSubmit } = useForm<AdminUpdateZarcodeInput, unknown, AdminUpdateZarcodeBody>({
    resolver: zodResolver(adminUpdateZarcodeBodySchema),
    defaultValues: valuesOf(code),
  });
  const onSubmit = handleSubmit((body) => {
    const changes = changesOf(body, code);
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { code: code.zarcode, body: changes },
      {
        onSuccess: (reply) => {
          const moved = changes.latitude !== undefined;
          toast({
            title: reply.message,
            description: moved ? `${reply.zarcode.zarcode} is now in ${reply.zarcode.city}, ${reply.zarcode.province}.` : reply.zarcode.zarcode,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => toastFailure('Update failed', error, `Failed to update ${PRODUCT_NAME}`),
      },
    );
  });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{`Edit ${code.zarcode}`}</DialogTitle>
        <DialogDescription>{`${code.city}, ${code.province}${code.user ? ` · ${code.user.email}` : ''}`}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label={`Edit ${code.zarcode}`} className="grid gap-4">
        <TextField control={control} name="title" id="edit-code-title" label="Title" />
        <TextAreaField control={control} name="description" id="edit-code-description" label={<OptionalLabel text="Description" />} rows={3} />
        <SelectField control={control} name="privacy" id="edit-code-privacy" label="Privacy">
          <option value="public">Public</option>
          <option value="private">Private</option>
        </SelectField>
        <TextField control={control} name="addressLine1" id="edit-code-address-1" label={<OptionalLabel text="Address line 1" />} />
        <TextField control={control} name="addressLine2" id="edit-code-address-2" label={<OptionalLabel text="Address line 2" />} />
        <TextField control={control} name="suburb" id="edit-code-suburb" label={<OptionalLabel text="Suburb" />} hint="Follows the point when it moves" />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Location</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField control={control} name="latitude" id="edit-code-latitude" label="Latitude" inputMode="decimal" />
            <TextField control={control} name="longitude" id="edit-code-longitude" label="Longitude" inputMode="decimal" />
          </div>
          <p className="text-xs text-muted-foreground">Moving it keeps the code; suburb, city and province follow the new point.</p>
        </fieldset>
        <CheckboxField control={control} name="isVerified" id="edit-code-verified" label="Verified location" />
        <SubmitButton isPending={update.isPending}>{update.isPending ? 'Saving...' : 'Save changes'}</SubmitButton>
      </form>
    </>
  );
}
