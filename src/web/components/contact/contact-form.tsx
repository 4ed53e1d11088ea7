import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD, contactBodySchema } from '../../../domain/contact/schemas';
import { useContactMutation } from '../../api/contact';
import { SubmitButton } from '../form/submit-button';
import { EmailField, TextAreaField, TextField } from '../form/text-fields';
import { toast } from '../ui/use-toast';
import { textValues } from '../form/text-values';

type ContactInput = z.input<typeof contactBodySchema>;
type ContactValues = z.output<typeof contactBodySchema>;

export interface ContactDefaults {
  name?: string;
  email?: string;
  subject?: string;
}

/**
 * POST /api/contact (its words are the catalogues' `contact` namespace, the toasts 'Message Sent!' and 'Error'); name, email, subject and message are all required. `defaults` fill in what is
 * known (the signed-in user, a subject from the link that led here). A hidden honeypot field, which
 * people never see or reach, catches form-filling robots (the server drops what they send).
 */
export function ContactForm({ defaults = {}, idPrefix = 'contact' }: { defaults?: ContactDefaults; idPrefix?: string }) {
  const { t } = useTranslation('contact');
  const contact = useContactMutation();
  const empty: ContactInput = {
    ...textValues(defaults, ['name', 'email', 'subject', 'message']),
    [CONTACT_HONEYPOT_FIELD]: '',
  };
  const { control, handleSubmit, reset, register } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit((values) => {
    contact.mutate(values, {
      onSuccess: () => {
        toast({ title: t('sentTitle'), description: t('sentText'), variant: 'success' });
        reset({ ...empty, subject: '' });
      },
      onError: () => toast({ title: t('failedTitle'), description: t('failedText'), variant: 'destructive' }),
    });
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-4" aria-label={t('formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" id={id('name')} label={t('name')} autoComplete="name" />
        <EmailField control={control} name="email" id={id('email')} label={t('email')} />
      </div>
      <TextField control={control} name="subject" id={id('subject')} label={t('subject')} />
      <TextAreaField control={control} name="message" id={id('message')} label={t('message')} rows={5} />
      <div aria-hidden className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor={id('website')}>{t('honeypot')}</label>
        <input id={id('website')} type="text" tabIndex={-1} autoComplete="off" {...register(CONTACT_HONEYPOT_FIELD)} />
      </div>
      <SubmitButton isPending={contact.isPending} size="lg" className="w-full sm:w-auto sm:justify-self-start">
        {t('send')}
      </SubmitButton>
    </form>
  );
}
