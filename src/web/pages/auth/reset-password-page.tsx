import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordBodySchema, type ResetPasswordBody } from '../../../domain/auth/schemas';
import { MIN_PASSWORD_LENGTH } from '../../../domain/auth/session-rules';
import { useResetPasswordMutation } from '../../api/auth';
import { serverMessageOr } from '../../api/client';
import { SubmitButton } from '../../components/form/submit-button';
import { PasswordField } from '../../components/form/text-fields';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { localMessage } from '../../lib/i18n';
import { paths } from '../../paths';
import { AuthLayout } from './auth-layout';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [isDone, setIsDone] = React.useState(false);

  if (!token) {
    return (
      <AuthLayout title={t('invalidResetLink')} icon={TriangleAlert} isWarning>
        <div className="grid gap-4 text-center">
          <p className="text-sm text-muted-foreground">{t('invalidResetLinkText')}</p>
          <Button asChild className="w-full">
            <Link to={paths.forgotPassword()}>{t('requestNewLink')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (isDone) {
    return (
      <AuthLayout title={t('resetDone')} icon={CircleCheck}>
        <div className="grid gap-4 text-center">
          <p className="text-sm text-muted-foreground">{t('resetDoneText')}</p>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.login()}>{t('signIn')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return <ResetPasswordForm key={token} token={token} onDone={() => setIsDone(true)} />;
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const reset = useResetPasswordMutation();
  const { control, handleSubmit } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    // The token rides along as a form value, so the shared schema checks the whole body.
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!values.token) return;
    reset.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const message = localMessage(serverMessageOr(error, t('resetFailed')));
        toast({ title: t('app:error'), description: message, variant: 'destructive' });
      },
    });
  });

  return (
    <AuthLayout title={t('resetTitle')} description={t('resetIntro', { count: MIN_PASSWORD_LENGTH })}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <PasswordField control={control} name="password" id="reset-password" label={t('newPassword')} autoComplete="new-password" />
        <PasswordField
          control={control}
          name="confirmPassword"
          id="reset-confirm-password"
          label={t('confirmPassword')}
          autoComplete="new-password"
          toggleName={t('passwordConfirmationName')}
        />
        <SubmitButton isPending={reset.isPending} size="lg" className="mt-1 w-full">
          {t('resetPassword')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
