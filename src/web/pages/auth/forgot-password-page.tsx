import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordBodySchema, NEUTRAL_FORGOT_PASSWORD_MESSAGE, type ForgotPasswordBody } from '../../../domain/auth/schemas';
import { useForgotPasswordMutation } from '../../api/auth';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField } from '../../components/form/text-fields';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../paths';
import { AuthLayout } from './auth-layout';

const backToSignIn = (
  <Link to={paths.login()} className="font-medium text-primary hover:underline">
    Back to sign in
  </Link>
);

export function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const [sentMessage, setSentMessage] = React.useState<string | null>(null);
  const { control, handleSubmit, getValues } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    forgot.mutate(values, {
      // The answer is the same whether or not the account exists.
      onSuccess: (reply) => setSentMessage(reply.message || NEUTRAL_FORGOT_PASSWORD_MESSAGE),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to send reset email. Please try again.', variant: 'destructive' }),
    });
  });

  if (sentMessage) {
    return (
      <AuthLayout title="Check your email" icon={MailCheck} footer={backToSignIn}>
        <div className="grid gap-4 text-center">
          <p className="text-sm leading-relaxed text-slate-700">{sentMessage}</p>
          <p className="text-sm text-muted-foreground">
            Sent to <span className="font-medium text-slate-800">{getValues('email')}</span>. The link works for one
            hour. Nothing arrived? Look in your spam folder or try again.
          </p>
          <Button variant="outline" className="w-full" onClick={() => setSentMessage(null)}>
            Send Another Reset Link
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField control={control} name="email" id="forgot-email" label="Email" placeholder="you@example.com" />
        <SubmitButton isPending={forgot.isPending} size="lg" className="w-full">
          Send reset link
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
