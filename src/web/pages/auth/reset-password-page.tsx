import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordBodySchema, type ResetPasswordBody } from '../../../domain/auth/schemas';
import { useResetPasswordMutation } from '../../api/auth';
import { serverMessageOr } from '../../api/client';
import { SubmitButton } from '../../components/form/submit-button';
import { PasswordField } from '../../components/form/text-fields';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../paths';
import { AuthLayout } from './auth-layout';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [isDone, setIsDone] = React.useState(false);

  if (!token) {
    return (
      <AuthLayout title="Invalid Reset Link" icon={TriangleAlert} isWarning>
        <div className="grid gap-4 text-center">
          <p className="text-sm text-muted-foreground">
            This password reset link is incomplete or has expired. Ask for a new one and use the newest email.
          </p>
          <Button asChild className="w-full">
            <Link to={paths.forgotPassword()}>Request a new link</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (isDone) {
    return (
      <AuthLayout title="Password reset successful" icon={CircleCheck}>
        <div className="grid gap-4 text-center">
          <p className="text-sm text-muted-foreground">You can now sign in with your new password.</p>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.login()}>Sign in</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return <ResetPasswordForm key={token} token={token} onDone={() => setIsDone(true)} />;
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
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
        const message =
          serverMessageOr(error, 'Failed to reset password. Please try again.');
        toast({ title: 'Error', description: message, variant: 'destructive' });
      },
    });
  });

  return (
    <AuthLayout title="Reset your password" description="Choose a new password of at least 6 characters.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <PasswordField control={control} name="password" id="reset-password" label="New password" autoComplete="new-password" toggleName="password" />
        <PasswordField
          control={control}
          name="confirmPassword"
          id="reset-confirm-password"
          label="Confirm password"
          autoComplete="new-password"
          toggleName="password confirmation"
        />
        <SubmitButton isPending={reset.isPending} size="lg" className="mt-1 w-full">
          Reset password
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
