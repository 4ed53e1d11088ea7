import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EXPIRES_IN_HOURS_DEFAULT } from '../../../domain/location-requests/location-requests';
import { createLocationRequestBodySchema, type CreateLocationRequestReply } from '../../../domain/location-requests/schemas';
import { serverMessageOr } from '../../api/client';
import { useCreateLocationRequestMutation } from '../../api/location-requests';
import { usePublicSettingsQuery } from '../../api/settings';
import { FormError } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField, OptionalLabel } from '../../components/form/text-fields';
import { LinkLifetimeField } from '../../components/share/link-lifetime-field';
import { RegionCard } from '../../components/region-card';
import { localMessage } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { RequestLinkDialog } from './request-link-dialog';

const HOURS = [1, 6, 12, 24, 48, 72];

/**
 * The request's note and number as the schema reads them; the hours come from a list, so they are
 * read as a number.
 */
const requestFormSchema = createLocationRequestBodySchema.pick({ note: true, sendTo: true }).extend({ expiresInHours: z.string() });
type RequestFormInput = z.input<typeof requestFormSchema>;
type RequestFormValues = z.output<typeof requestFormSchema>;

/**
 * Ask someone for their location: a note and how long the link works, and, when the server sends
 * SMS, a number it texts the link to; then the link to send.
 */
export function NewRequestCard() {
  const { t } = useTranslation('requests');
  const create = useCreateLocationRequestMutation();
  const canSendSms = usePublicSettingsQuery().data?.canSendSms === true;
  const [created, setCreated] = useState<CreateLocationRequestReply | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<RequestFormInput, unknown, RequestFormValues>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { note: '', sendTo: '', expiresInHours: String(EXPIRES_IN_HOURS_DEFAULT) },
  });

  const onSubmit = handleSubmit((values) => {
    create.mutate(
      { note: values.note, expiresInHours: Number(values.expiresInHours), sendTo: canSendSms ? values.sendTo : null },
      {
        onSuccess: (reply) => {
          setCreated(reply);
          reset();
        },
        onError: (error) =>
          setError('root.server', { message: localMessage(serverMessageOr(error, t('createFailed'))) }),
      },
    );
  });

  return (
    <RegionCard
      id="new-request"
      title={t('askTitle')}
      description={t('askIntro')}
    >
      {/* With the number, the button goes under it, so that the page reads in the order it is filled in. */}
      <form
        onSubmit={onSubmit}
        noValidate
        className={cn('grid grid-cols-1 gap-4 sm:items-end', canSendSms ? 'sm:grid-cols-[minmax(0,1fr)_auto]' : 'sm:grid-cols-[minmax(0,1fr)_auto_auto]')}
      >
        <TextField control={control} name="note" id="request-note" label={<OptionalLabel text={t('whatFor')} />} placeholder={t('whatForPlaceholder')} />
        <LinkLifetimeField control={control} name="expiresInHours" id="request-hours" label={t('linkWorksFor')} className="sm:w-36" choices={HOURS} unit="hour" />
        {canSendSms ? (
          <TextField
            control={control}
            name="sendTo"
            id="request-send-to"
            type="tel"
            autoComplete="off"
            inputMode="tel"
            label={<OptionalLabel text={t('sendBySms')} />}
            hint={t('sendBySmsHint')}
            hideHintOnError
            placeholder={t('phonePlaceholder')}
            fieldClassName="sm:col-span-full sm:max-w-sm"
          />
        ) : null}
        <SubmitButton isPending={create.isPending} className={canSendSms ? 'sm:justify-self-start' : undefined}>
          {t('createLink')}
        </SubmitButton>
        <FormError message={formState.errors.root?.server?.message} className="sm:col-span-full" />
      </form>
      <RequestLinkDialog created={created} onClose={() => setCreated(null)} />
    </RegionCard>
  );
}
