import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBodySchema, NEUTRAL_FORGOT_PASSWORD_MESSAGE, type ForgotPasswordBody } from '../../../domain/auth/schemas';
import { useForgotPasswordMutation } from '../../api/auth';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField } from '../../components/form/text-fields';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { localMessage, withValueElement } from '../../lib/i18n';
import { paths } from '../../paths';
import { AuthLayout } from './auth-layout';

function BackToSignIn() {
  const { t } = useTranslation('auth');
  return (
    <Link to={paths.login()} className="font-medium text-primary hover:underline">
      {t('backToSignIn')}
    </Link>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
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
      onError: () => toast({ title: t('app:error'), description: t('resetEmailFailed'), variant: 'destructive' }),
    });
  });

  if (sentMessage) {
    return (
      <AuthLayout title={t('checkEmail')} icon={MailCheck} footer={<BackToSignIn />}>
        <div className="grid gap-4 text-center">
          <p className="text-sm leading-relaxed text-slate-700">{localMessage(sentMessage)}</p>
          <p className="text-sm text-muted-foreground">
            {withValueElement(
              (marked) => t('sentTo', { email: marked }),
              <span key="email" className="font-medium text-slate-800">
                {getValues('email')}
              </span>,
            )}
          </p>
          <Button variant="outline" className="w-full" onClick={() => setSentMessage(null)}>
            {t('sendAnother')}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgotTitle')} description={t('forgotIntro')} footer={<BackToSignIn />}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField control={control} name="email" id="forgot-email" label={t('email')} placeholder={t('emailPlaceholder')} />
        <SubmitButton isPending={forgot.isPending} size="lg" className="w-full">
          {t('sendResetLink')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
