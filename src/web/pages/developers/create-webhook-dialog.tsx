import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { WEBHOOK_EVENTS_MESSAGE, createWebhookBodySchema } from '../../../domain/webhooks/schemas';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../domain/webhooks/webhooks';
import { serverMessageOr } from '../../api/client';
import { useCreateWebhookMutation } from '../../api/webhooks';
import { FormError } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-fields';
import { CheckboxField } from '../../components/form/toggle-fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { localMessage } from '../../lib/i18n';
import { WebhookSecret } from './webhook-secret';
import { eventLabelKey } from './webhook-events';

/** Each event's tick in the form. */
const EVENT_FIELDS = {
  'location_request.answered': 'requestAnswered',
  'zarcode.moved': 'codeMoved',
  'zarcode.updated': 'codeUpdated',
  'zarcode.deleted': 'codeDeleted',
} as const satisfies Record<WebhookEventType, string>;

/** The form: the address as the server takes it, and each event as a tick (at least one, as the server says). */
const webhookFormSchema = createWebhookBodySchema
  .pick({ url: true })
  .extend({ requestAnswered: z.boolean(), codeMoved: z.boolean(), codeUpdated: z.boolean(), codeDeleted: z.boolean() })
  .refine((values) => WEBHOOK_EVENT_TYPES.some((type) => values[EVENT_FIELDS[type]]), { message: WEBHOOK_EVENTS_MESSAGE, path: ['codeDeleted'] });
type WebhookFormInput = z.input<typeof webhookFormSchema>;
type WebhookFormValues = z.output<typeof webhookFormSchema>;

/** New webhook: the receiver's address and its events; then the signing secret, shown this once. */
export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>{open ? <CreateWebhookForm onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function CreateWebhookForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<WebhookFormInput, unknown, WebhookFormValues>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: { url: '', requestAnswered: true, codeMoved: true, codeUpdated: true, codeDeleted: true },
  });

  const onSubmit = handleSubmit((values) => {
    const events = WEBHOOK_EVENT_TYPES.filter((type) => values[EVENT_FIELDS[type]]);
    create.mutate(
      { url: values.url, events },
      {
        onSuccess: (reply) => setSecret(reply.secret),
        onError: (error) => setError('root.server', { message: localMessage(serverMessageOr(error, t('createFailed'))) }),
      },
    );
  });

  if (secret) return <WebhookSecret secret={secret} onDone={onClose} />;

  const eventsError = formState.errors.codeDeleted?.message;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('newWebhook')}</DialogTitle>
        <DialogDescription>{t('formIntro')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField control={control} name="url" id="webhook-url" label={t('url')} placeholder={t('urlPlaceholder')} type="url" inputMode="url" autoComplete="off" />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField key={type} control={control} name={EVENT_FIELDS[type]} id={`webhook-${EVENT_FIELDS[type]}`} label={t(eventLabelKey(type))} />
          ))}
          {eventsError ? (
            <p role="alert" className="text-sm text-destructive">
              {localMessage(eventsError)}
            </p>
          ) : null}
        </fieldset>
        <FormError message={formState.errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <SubmitButton isPending={create.isPending}>{t('create')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
