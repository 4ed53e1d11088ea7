import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ACCESS_DETAILS_MAX_LENGTH, ACCESS_DETAIL_FIELDS, ACCESS_DETAIL_LABELS, accessDetailsCountText, accessDetailsLength, type AccessDetailValues } from '../../../../domain/access-details/access-details';
import { accessDetailsBodySchema, type AccessDetailsBody, type AccessDetailsInput } from '../../../../domain/access-details/schemas';
import { serverMessageOr } from '../../../api/client';
import { useSaveAccessDetailsMutation } from '../../../api/access-details';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField, TextField, optionalLabel } from '../../../components/form/text-fields';
import { RegionCard } from '../../../components/region-card';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/utils';
import { textValues } from '../../../components/form/text-values';

const PLACEHOLDERS: Record<keyof AccessDetailValues, string> = {
  unitFloor: 'Unit 7, first floor',
  gateCode: '4812#',
  entrance: 'Side gate on Jan Smuts Avenue',
  openingHours: 'Mon-Fri 08:00-17:00',
  landmark: 'Opposite the blue water tank',
  driverNote: 'Call when you are at the gate; the dog is friendly.',
};

/** The owner's form of a code's access details, with the count of the 1,000 characters all its fields share. */
export function AccessForm({ code, details }: { code: string; details: AccessDetailValues | null }) {
  const save = useSaveAccessDetailsMutation(code);
  const { control, handleSubmit, setError, formState } = useForm<AccessDetailsInput, unknown, AccessDetailsBody>({
    resolver: zodResolver(accessDetailsBodySchema),
    defaultValues: textValues(details, ACCESS_DETAIL_FIELDS),
  });
  const values = useWatch({ control });
  const used = accessDetailsLength(values);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: 'Access details saved', variant: 'success' }),
      onError: (error) =>
        setError('root.server', { message: serverMessageOr(error, 'Failed to save the access details') }),
    }),
  );

  const field = (name: Exclude<keyof AccessDetailValues, 'driverNote'>) => (
    <TextField control={control} name={name} id={`access-${name}`} label={optionalLabel(ACCESS_DETAIL_LABELS[name])} placeholder={PLACEHOLDERS[name]} />
  );

  return (
    <RegionCard
      id="access-form"
      title="What a driver needs at the door"
      description="Never on the public page, in search or in the QR code: only you, admins and whoever you share them with below see these."
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('unitFloor')}
        {field('gateCode')}
        {field('entrance')}
        {field('openingHours')}
        <div className="sm:col-span-2">{field('landmark')}</div>
        <TextAreaField
          control={control}
          name="driverNote"
          id="access-driverNote"
          label={optionalLabel(ACCESS_DETAIL_LABELS.driverNote)}
          placeholder={PLACEHOLDERS.driverNote}
          fieldClassName="sm:col-span-2"
          className="min-h-24"
        />
        <p className={cn('text-sm sm:col-span-2', used > ACCESS_DETAILS_MAX_LENGTH ? 'font-medium text-destructive' : 'text-muted-foreground')} aria-live="polite">
          {accessDetailsCountText(used)}
        </p>
        <FormError message={formState.errors.root?.server?.message} className="sm:col-span-2" />
        <SubmitButton isPending={save.isPending} className="sm:col-span-2 sm:w-fit">
          Save access details
        </SubmitButton>
      </form>
    </RegionCard>
  );
}
