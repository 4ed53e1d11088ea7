import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '../../../../domain/auth/schemas';
import { updateProfileBodySchema } from '../../../../domain/user/schemas';
import { useUpdateProfileMutation } from '../../../api/user';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, TextField, optionalLabel } from '../../../components/form/text-fields';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { PROFILE_UPDATED, PROFILE_UPDATE_FAILED, PROFILE_UPDATE_FALLBACK } from './messages';
import { serverMessageOr } from '../../../api/client';

/** The personal details, with their rules and words (the server's own schema). */
const personalSchema = updateProfileBodySchema.pick({ firstName: true, lastName: true, email: true, contactTel: true });
type PersonalInput = z.input<typeof personalSchema>;
type PersonalValues = z.output<typeof personalSchema>;

/** Personal Information: names, e-mail and contact number, saved together. */
export function PersonalInformationCard({ user }: { user: User }) {
  const update = useUpdateProfileMutation();
  const { control, handleSubmit, reset } = useForm<PersonalInput, unknown, PersonalValues>({
    resolver: zodResolver(personalSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, contactTel: user.contactTel ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, contactTel: saved.contactTel ?? '' });
        toast({ title: PROFILE_UPDATED, description: 'Your personal information has been saved.', variant: 'success' });
      },
      onError: (error) =>
        toast({ title: PROFILE_UPDATE_FAILED, description: serverMessageOr(error, PROFILE_UPDATE_FALLBACK), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Your name and how we reach you. You sign in with this e-mail address.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="firstName" id="profile-first-name" label="First name" autoComplete="given-name" />
            <TextField control={control} name="lastName" id="profile-last-name" label="Last name" autoComplete="family-name" />
          </div>
          <EmailField control={control} name="email" id="profile-email" label="Email" />
          <TextField
            control={control}
            name="contactTel"
            id="profile-contact-tel"
            label={optionalLabel('Contact number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0821234567"
          />
          <div className="flex justify-end">
            <SubmitButton isPending={update.isPending}>{update.isPending ? 'Saving...' : 'Save Changes'}</SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
