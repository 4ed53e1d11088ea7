import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH, registerBodySchema } from '../../../domain/auth/schemas';
import { PRODUCT_NAME } from '../../../domain/brand';
import { useRegisterMutation } from '../../api/auth';
import { ApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Field, fieldAria } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { trackSignUp } from '../../lib/analytics';
import { paths } from '../../paths';
import { AuthLayout } from './auth-layout';

type RegisterInput = z.input<typeof registerBodySchema>;
type RegisterValues = z.output<typeof registerBodySchema>;

/** The mismatch is told by a toast ('Password mismatch' / 'Passwords do not match'), not twice. */
function confirmError(errors: FieldErrors<RegisterInput>): string | undefined {
  const message = errors.confirmPassword?.message;
  return message === PASSWORDS_DO_NOT_MATCH ? undefined : message;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const registerAccount = useRegisterMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', contactTel: '', password: '', confirmPassword: '' },
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
          const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to create account';
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

  const confirmMessage = confirmError(errors);
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
          <Field id="register-first-name" label="First name" error={errors.firstName?.message}>
            <Input
              {...fieldAria('register-first-name', errors.firstName?.message)}
              autoComplete="given-name"
              {...register('firstName')}
            />
          </Field>
          <Field id="register-last-name" label="Last name" error={errors.lastName?.message}>
            <Input
              {...fieldAria('register-last-name', errors.lastName?.message)}
              autoComplete="family-name"
              {...register('lastName')}
            />
          </Field>
        </div>
        <Field id="register-email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldAria('register-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </Field>
        <Field
          id="register-contact-tel"
          label={
            <>
              Contact number <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={errors.contactTel?.message}
        >
          <Input
            {...fieldAria('register-contact-tel', errors.contactTel?.message)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0821234567"
            {...register('contactTel')}
          />
        </Field>
        <Field
          id="register-password"
          label="Password"
          error={errors.password?.message}
          hint={errors.password ? undefined : PASSWORD_TOO_SHORT.replace('Password must be', 'Must be')}
        >
          <PasswordInput
            {...fieldAria('register-password', errors.password?.message, !errors.password)}
            autoComplete="new-password"
            {...register('password')}
          />
        </Field>
        <Field id="register-confirm-password" label="Confirm password" error={confirmMessage}>
          <Input
            {...fieldAria('register-confirm-password', confirmMessage)}
            aria-invalid={errors.confirmPassword ? true : undefined}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={registerAccount.isPending}>
          {registerAccount.isPending ? <Spinner /> : null}
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
