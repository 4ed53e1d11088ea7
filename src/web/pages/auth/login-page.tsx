import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginBodySchema } from '../../../domain/auth/schemas';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_REDIRECT_DELAY_MS } from '../../../domain/auth/session-rules';
import { PRODUCT_NAME } from '../../../domain/brand';
import { authKeys, useLoginMutation } from '../../api/auth';
import { serverMessageOr } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField, PasswordField } from '../../components/form/text-fields';
import { CheckboxField } from '../../components/form/toggle-fields';
import { toast } from '../../components/ui/use-toast';
import { trackLogin } from '../../lib/analytics';
import { pathAfterLogin, paths } from '../../paths';
import { session } from '../../session/session';
import { AuthLayout } from './auth-layout';

type LoginInput = z.input<typeof loginBodySchema>;
type LoginValues = z.output<typeof loginBodySchema>;

const forgotLink = (
  <Link to={paths.forgotPassword()} className="text-sm font-medium text-primary hover:underline">
    Forgot password?
  </Link>
);

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [isRedirecting, setIsRedirecting] = React.useState(false);
  const { control, handleSubmit } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: ({ token, user }) => {
        toast({ title: 'Welcome back!', description: 'You have been logged in successfully.', variant: 'success' });
        trackLogin();
        setIsRedirecting(true);
        // Session and location change together, so the sign-in page is never seen signed in.
        setTimeout(() => {
          session.setSession(token, user);
          queryClient.setQueryData(authKeys.me(), { user });
          navigate(pathAfterLogin(user), { replace: true });
        }, LOGIN_REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        const message = serverMessageOr(error, INVALID_CREDENTIALS_MESSAGE);
        toast({ title: 'Login failed', description: message, variant: 'destructive' });
      },
    });
  });

  const isBusy = login.isPending || isRedirecting;
  return (
    <AuthLayout
      title={`Sign in to ${PRODUCT_NAME}`}
      description="Enter your email and password to manage your location codes."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register()} className="font-medium text-primary hover:underline">
            Create one
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField control={control} name="email" id="login-email" label="Email" placeholder="you@example.com" />
        <PasswordField control={control} name="password" id="login-password" label="Password" autoComplete="current-password" labelAside={forgotLink} />
        <CheckboxField control={control} name="rememberMe" id="login-remember" label="Remember me for 7 days" className="gap-2" />
        <SubmitButton isPending={isBusy} size="lg" className="mt-1 w-full">
          Sign in
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
