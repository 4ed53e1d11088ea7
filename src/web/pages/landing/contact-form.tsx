import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactBodySchema } from '../../../domain/contact/schemas';
import { useContactMutation } from '../../api/contact';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField, TextAreaField, TextField } from '../../components/form/text-fields';
import { toast } from '../../components/ui/use-toast';

type ContactInput = z.input<typeof contactBodySchema>;
type ContactValues = z.output<typeof contactBodySchema>;

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** POST /api/contact; name, email, subject and message are all required. */
export function ContactForm() {
  const contact = useContactMutation();
  const { control, handleSubmit, reset } = useForm<ContactInput, unknown, ContactValues>({
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
        <TextField control={control} name="name" id="contact-name" label="Name" autoComplete="name" />
        <EmailField control={control} name="email" id="contact-email" label="Email" />
      </div>
      <TextField control={control} name="subject" id="contact-subject" label="Subject" />
      <TextAreaField control={control} name="message" id="contact-message" label="Message" rows={5} />
      <SubmitButton isPending={contact.isPending} size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Send message
      </SubmitButton>
    </form>
  );
}
