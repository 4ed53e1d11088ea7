import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { User } from '../../../../domain/auth/schemas';
import { updateProfileBodySchema } from '../../../../domain/user/schemas';
import { useUpdateProfileMutation } from '../../../api/user';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, TextField, OptionalLabel } from '../../../components/form/text-fields';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOr } from '../../../api/client';
import { localMessage } from '../../../lib/i18n';

/** The personal details, with their rules and words (the server's own schema). */
const personalSchema = updateProfileBodySchema.pick({ firstName: true, lastName: true, email: true, contactTel: true });
type PersonalInput = z.input<typeof personalSchema>;
type PersonalValues = z.output<typeof personalSchema>;

/** Personal Information: names, e-mail and contact number, saved together. */
export function PersonalInformationCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfileMutation();
  const { control, handleSubmit, reset } = useForm<PersonalInput, unknown, PersonalValues>({
    resolver: zodResolver(personalSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, contactTel: user.contactTel ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, contactTel: saved.contactTel ?? '' });
        toast({ title: t('profileUpdated'), description: t('personalSaved'), variant: 'success' });
      },
      onError: (error) =>
        toast({ title: t('updateFailed'), description: localMessage(serverMessageOr(error, t('updateFailedText'))), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('personalInformation')}</CardTitle>
        <CardDescription>{t('personalIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="firstName" id="profile-first-name" label={t('auth:firstName')} autoComplete="given-name" />
            <TextField control={control} name="lastName" id="profile-last-name" label={t('auth:lastName')} autoComplete="family-name" />
          </div>
          <EmailField control={control} name="email" id="profile-email" label={t('auth:email')} />
          <TextField
            control={control}
            name="contactTel"
            id="profile-contact-tel"
            label={<OptionalLabel text={t('auth:contactNumber')} />}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0821234567"
          />
          <div className="flex justify-end">
            <SubmitButton isPending={update.isPending}>{update.isPending ? t('codeForm:saving') : t('saveChanges')}</SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
