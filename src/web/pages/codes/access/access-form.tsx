import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCESS_DETAILS_MAX_LENGTH, ACCESS_DETAIL_FIELDS, ACCESS_DETAIL_LABEL_KEYS, accessDetailsLength, type AccessDetailValues } from '../../../../domain/access-details/access-details';
import { accessDetailsBodySchema, type AccessDetailsBody, type AccessDetailsInput } from '../../../../domain/access-details/schemas';
import { serverMessageOr } from '../../../api/client';
import { useSaveAccessDetailsMutation } from '../../../api/access-details';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField, TextField, OptionalLabel } from '../../../components/form/text-fields';
import { RegionCard } from '../../../components/region-card';
import { toast } from '../../../components/ui/use-toast';
import { localMessage, useLanguageTag } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { textValues } from '../../../components/form/text-values';

/** Each field's example, in the access catalogue (`<field>Placeholder`). */
const placeholderKey = (name: keyof AccessDetailValues) => `${name}Placeholder`;

/** The owner's form of a code's access details, with the count of the 1,000 characters all its fields share. */
export function AccessForm({ code, details }: { code: string; details: AccessDetailValues | null }) {
  const { t } = useTranslation('access');
  const locale = useLanguageTag();
  const save = useSaveAccessDetailsMutation(code);
  const { control, handleSubmit, setError, formState } = useForm<AccessDetailsInput, unknown, AccessDetailsBody>({
    resolver: zodResolver(accessDetailsBodySchema),
    defaultValues: textValues(details, ACCESS_DETAIL_FIELDS),
  });
  const values = useWatch({ control });
  const used = accessDetailsLength(values);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: t('saved'), variant: 'success' }),
      onError: (error) => setError('root.server', { message: localMessage(serverMessageOr(error, t('saveFailed'))) }),
    }),
  );

  const field = (name: Exclude<keyof AccessDetailValues, 'driverNote'>) => (
    <TextField control={control} name={name} id={`access-${name}`} label={<OptionalLabel text={t(ACCESS_DETAIL_LABEL_KEYS[name])} />} placeholder={t(placeholderKey(name))} />
  );

  return (
    <RegionCard
      id="access-form"
      title={t('formTitle')}
      description={t('formIntro')}
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
          label={<OptionalLabel text={t(ACCESS_DETAIL_LABEL_KEYS.driverNote)} />}
          placeholder={t(placeholderKey('driverNote'))}
          fieldClassName="sm:col-span-2"
          className="min-h-24"
        />
        <p className={cn('text-sm sm:col-span-2', used > ACCESS_DETAILS_MAX_LENGTH ? 'font-medium text-destructive' : 'text-muted-foreground')} aria-live="polite">
          {t('charactersUsed', { used: used.toLocaleString(locale), max: ACCESS_DETAILS_MAX_LENGTH.toLocaleString(locale) })}
        </p>
        <FormError message={formState.errors.root?.server?.message} className="sm:col-span-2" />
        <SubmitButton isPending={save.isPending} className="sm:col-span-2 sm:w-fit">
          {t('save')}
        </SubmitButton>
      </form>
    </RegionCard>
  );
}
