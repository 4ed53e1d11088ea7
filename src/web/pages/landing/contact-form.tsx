import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactBodySchema } from '../../../domain/contact/schemas';
import { useContactMutation } from '../../api/contact';
import { Button } from '../../components/ui/button';
import { Field, fieldAria } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';

type ContactInput = z.input<typeof contactBodySchema>;
type ContactValues = z.output<typeof contactBodySchema>;

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** POST /api/contact; name, email, subject and message are all required. */
export function ContactForm() {
  const contact = useContactMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    contact.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Message Sent!',
          description: "Thank you for contacting us. We'll get back to you soon.",
          variant: 'success',
        });
        reset(EMPTY);
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Contact us">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message}>
          <Input {...fieldAria('contact-name', errors.name?.message)} autoComplete="name" {...register('name')} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldAria('contact-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('email')}
          />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input {...fieldAria('contact-subject', errors.subject?.message)} {...register('subject')} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea {...fieldAria('contact-message', errors.message?.message)} rows={5} {...register('message')} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={contact.isPending}>
        {contact.isPending ? <Spinner /> : null}
        Send message
      </Button>
    </form>
  );
}
