import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { API_KEY_SCOPES_MESSAGE, createApiKeyBodySchema } from '../../../domain/developers/schemas';
import { serverMessageOr } from '../../api/client';
import { useCreateApiKeyMutation } from '../../api/developers';
import { FormError } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-fields';
import { CheckboxField } from '../../components/form/toggle-fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { localMessage } from '../../lib/i18n';
import { SecretShownOnce } from './secret-shown-once';

/** The form: the request's name, and its scopes as two ticks (at least one, as the server says). */
const keyFormSchema = createApiKeyBodySchema
  .pick({ name: true })
  .extend({ read: z.boolean(), write: z.boolean() })
  .refine((values) => values.read || values.write, { message: API_KEY_SCOPES_MESSAGE, path: ['write'] });
type KeyFormInput = z.input<typeof keyFormSchema>;
type KeyFormValues = z.output<typeof keyFormSchema>;

/** New API key: a name and scopes; then the key, shown this once, with a copy button. */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>{open ? <CreateKeyForm onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function CreateKeyForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('developers');
  const create = useCreateApiKeyMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<KeyFormInput, unknown, KeyFormValues>({
    resolver: zodResolver(keyFormSchema),
    defaultValues: { name: '', read: true, write: false },
  });

  const onSubmit = handleSubmit((values) => {
    const scopes = [...(values.read ? ['read' as const] : []), ...(values.write ? ['write' as const] : [])];
    create.mutate(
      { name: values.name, scopes },
      {
        onSuccess: (reply) => setSecret(reply.secret),
        onError: (error) =>
          setError('root.server', { message: localMessage(serverMessageOr(error, t('createFailed'))) }),
      },
    );
  });

  if (secret) {
    return (
      <SecretShownOnce
        id="new-api-key"
        secret={secret}
        icon={<KeyRound aria-hidden />}
        onDone={onClose}
        texts={{
          title: t('yourNewKey'),
          description: t('copyNow'),
          label: t('apiKey'),
          adviceTitle: t('likePassword'),
          advice: t('likePasswordText'),
          copy: t('copyKey'),
          copied: t('keyCopied'),
        }}
      />
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('newKey')}</DialogTitle>
        <DialogDescription>{t('nameIt')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField control={control} name="name" id="api-key-name" label={t('name')} placeholder={t('namePlaceholder')} autoComplete="off" />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('scopes')}</legend>
          <CheckboxField control={control} name="read" id="api-key-read" label={t('scopeRead')} />
          <CheckboxField control={control} name="write" id="api-key-write" label={t('scopeWrite')} />
          {formState.errors.write?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {localMessage(formState.errors.write.message)}
            </p>
          ) : null}
        </fieldset>
        <FormError message={formState.errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <SubmitButton isPending={create.isPending}>{t('createKey')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
