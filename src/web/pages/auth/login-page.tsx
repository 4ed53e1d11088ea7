import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginBodySchema } from '../../../domain/auth/schemas';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_REDIRECT_DELAY_MS, REMEMBER_ME_TOKEN_SECONDS } from '../../../domain/auth/session-rules';
import { authKeys, useLoginMutation } from '../../api/auth';
import { ApiError, serverMessageOr } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField, PasswordField, TextField } from '../../components/form/text-fields';
import { CheckboxField } from '../../components/form/toggle-fields';
import { toast } from '../../components/ui/use-toast';
import { trackLogin } from '../../lib/analytics';
import { localMessage } from '../../lib/i18n';
import { pathAfterLogin, paths } from '../../paths';
import { session } from '../../session/session';
import { AuthLayout } from './auth-layout';

type LoginInput = z.input<typeof loginBodySchema>;
type LoginValues = z.output<typeof loginBodySchema>;

const REMEMBER_ME_DAYS = REMEMBER_ME_TOKEN_SECONDS / (24 * 60 * 60);

/** Whether a refused sign-in asks for the second factor's code (the password was right). */
const asksForCode = (error: unknown) => error instanceof ApiError && error.details.totpRequired === true;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [isRedirecting, setIsRedirecting] = React.useState(false);
  // Shown once the server asks for it: only an account with a second factor, after its password.
  const [isCodeAsked, setIsCodeAsked] = React.useState(false);
  const { control, handleSubmit, resetField, setFocus } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '', rememberMe: false, totp: '' },
  });
  React.useEffect(() => {
    if (isCodeAsked) setFocus('totp');
  }, [isCodeAsked, setFocus]);

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: ({ token, user }) => {
        toast({ title: t('welcomeBack'), description: t('signedIn'), variant: 'success' });
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
        const message = localMessage(serverMessageOr(error, INVALID_CREDENTIALS_MESSAGE));
        if (asksForCode(error)) {
          resetField('totp');
          setFocus('totp');
          // The first time, the field that appears says what to do; a refused code is told.
          if (!isCodeAsked) {
            setIsCodeAsked(true);
            return;
          }
        }
        toast({ title: t('loginFailed'), description: message, variant: 'destructive' });
      },
    });
  });

  const isBusy = login.isPending || isRedirecting;
  return (
    <AuthLayout
      title={t('signInTitle')}
      description={t('signInIntro')}
      footer={
        <Trans t={t} i18nKey="noAccount" components={{ go: <Link to={paths.register()} className="font-medium text-primary hover:underline" /> }} />
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField control={control} name="email" id="login-email" label={t('email')} placeholder={t('emailPlaceholder')} />
        <PasswordField control={control} name="password" id="login-password" label={t('password')} autoComplete="current-password" />
        {isCodeAsked ? (
          <TextField
            control={control}
            name="totp"
            id="login-code"
            label={t('twoStep:signInCodeLabel')}
            hint={t('twoStep:signInCodeHint')}
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono tracking-widest"
          />
        ) : null}
        <CheckboxField control={control} name="rememberMe" id="login-remember" label={t('rememberMe', { count: REMEMBER_ME_DAYS })} className="gap-2" />
        <SubmitButton isPending={isBusy} size="lg" className="mt-1 w-full">
          {t('signIn')}
        </SubmitButton>
        {/* After the button: e-mail, Tab, password, Enter signs in, with nothing between the two fields. */}
        <Link to={paths.forgotPassword()} className="justify-self-center rounded-md px-2 py-1 text-sm font-medium text-primary hover:underline">
          {t('forgotPassword')}
        </Link>
      </form>
    </AuthLayout>
  );
}
