import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH, registerBodySchema } from '../../../domain/auth/schemas';
import { PRODUCT_NAME } from '../../../domain/brand';
import { useRegisterMutation } from '../../api/auth';
import { serverMessageOr } from '../../api/client';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField, PasswordField, TextField, optionalLabel } from '../../components/form/text-fields';
import { toast } from '../../components/ui/use-toast';
import { trackSignUp } from '../../lib/analytics';
import { paths } from '../../paths';
import { AuthLayout } from './auth-layout';

type RegisterInput = z.input<typeof registerBodySchema>;
type RegisterValues = z.output<typeof registerBodySchema>;

/** The mismatch is told by a toast ('Password mismatch' / 'Passwords do not match'), not twice. */
const confirmErrorText = (message: string | undefined) => (message === PASSWORDS_DO_NOT_MATCH ? undefined : message);

/** /register, its e-mail filled in from `?email=` (the audience pages' e-mail box leads here). */
export function RegisterPage() {
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
          toast({
            title: 'Account created successfully!',
            description: 'Please log in with your new credentials.',
            variant: 'success',
          });
          navigate(paths.login());
        },
        onError: (error) => {
          const message = serverMessageOr(error, 'Failed to create account');
          toast({ title: 'Registration failed', description: message, variant: 'destructive' });
        },
      });
    },
    (invalid) => {
      if (invalid.confirmPassword?.message === PASSWORDS_DO_NOT_MATCH) {
        toast({ title: 'Password mismatch', description: PASSWORDS_DO_NOT_MATCH, variant: 'destructive' });
      }
    },
  );

  return (
    <AuthLayout
      title="Create your account"
      description={`Start creating ${PRODUCT_NAME}s for your addresses.`}
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login()} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="firstName" id="register-first-name" label="First name" autoComplete="given-name" />
          <TextField control={control} name="lastName" id="register-last-name" label="Last name" autoComplete="family-name" />
        </div>
        <EmailField control={control} name="email" id="register-email" label="Email" placeholder="you@example.com" />
        <TextField
          control={control}
          name="contactTel"
          id="register-contact-tel"
          label={optionalLabel('Contact number')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0821234567"
        />
        <PasswordField
          control={control}
          name="password"
          id="register-password"
          label="Password"
          hint={PASSWORD_TOO_SHORT.replace('Password must be', 'Must be')}
          hideHintOnError
          autoComplete="new-password"
        />
        <TextField
          control={control}
          name="confirmPassword"
          id="register-confirm-password"
          label="Confirm password"
          errorText={confirmErrorText}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton isPending={registerAccount.isPending} size="lg" className="mt-1 w-full">
          Create account
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
