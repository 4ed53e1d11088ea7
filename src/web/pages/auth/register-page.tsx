import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH, registerBodySchema } from '../../../domain/auth/schemas';
import { MIN_PASSWORD_LENGTH } from '../../../domain/auth/session-rules';
import { useRegisterMutation } from '../../api/auth';
import { serverMessageOr } from '../../api/client';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField, OptionalLabel, PasswordField, TextField } from '../../components/form/text-fields';
import { toast } from '../../components/ui/use-toast';
import { trackSignUp } from '../../lib/analytics';
import { localMessage } from '../../lib/i18n';
import { paths } from '../../paths';
import { AuthLayout } from './auth-layout';

type RegisterInput = z.input<typeof registerBodySchema>;
type RegisterValues = z.output<typeof registerBodySchema>;

/** The mismatch is told by a toast ('Password mismatch' / 'Passwords do not match'), not twice. */
const confirmErrorText = (message: string | undefined) => (message === PASSWORDS_DO_NOT_MATCH ? undefined : message);

/** /register, its e-mail filled in from `?email=` (the audience pages' e-mail box leads here). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registerAccount = useRegisterMutation();
  const { control, handleSubmit } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: searchParams.get('email')?.trim() ?? '',
      contactTel: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      const body = { ...values, contactTel: values.contactTel?.trim() || undefined };
      registerAccount.mutate(body, {
        onSuccess: () => {
          trackSignUp();
          toast({ title: t('accountCreated'), description: t('accountCreatedText'), variant: 'success' });
          navigate(paths.login());
        },
        onError: (error) => {
          const message = localMessage(serverMessageOr(error, t('registrationFailedText')));
          toast({ title: t('registrationFailed'), description: message, variant: 'destructive' });
        },
      });
    },
    (invalid) => {
      if (invalid.confirmPassword?.message === PASSWORDS_DO_NOT_MATCH) {
        toast({ title: t('passwordMismatch'), description: localMessage(PASSWORDS_DO_NOT_MATCH), variant: 'destructive' });
      }
    },
  );

  return (
    <AuthLayout
      title={t('registerTitle')}
      description={t('registerIntro')}
      footer={<Trans t={t} i18nKey="haveAccount" components={{ go: <Link to={paths.login()} className="font-medium text-primary hover:underline" /> }} />}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="firstName" id="register-first-name" label={t('firstName')} autoComplete="given-name" />
          <TextField control={control} name="lastName" id="register-last-name" label={t('lastName')} autoComplete="family-name" />
        </div>
        <EmailField control={control} name="email" id="register-email" label={t('email')} placeholder={t('emailPlaceholder')} />
        <TextField
          control={control}
          name="contactTel"
          id="register-contact-tel"
          label={<OptionalLabel text={t('contactNumber')} />}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0821234567"
        />
        <PasswordField
          control={control}
          name="password"
          id="register-password"
          label={t('password')}
          hint={t('passwordHint', { count: MIN_PASSWORD_LENGTH })}
          hideHintOnError
          autoComplete="new-password"
        />
        <TextField
          control={control}
          name="confirmPassword"
          id="register-confirm-password"
          label={t('confirmPassword')}
          errorText={confirmErrorText}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton isPending={registerAccount.isPending} size="lg" className="mt-1 w-full">
          {t('createAccount')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
