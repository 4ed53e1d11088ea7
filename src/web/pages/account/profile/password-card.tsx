import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/auth/session-rules';
import { changePasswordFormSchema, type ChangePasswordForm } from '../../../../domain/user/schemas';
import { useChangePasswordMutation } from '../../../api/user';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/form/text-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOr } from '../../../api/client';
import { localMessage } from '../../../lib/i18n';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password: collapsed until Change Password is pressed; the form
 * resets and closes on success or Cancel. The server ends the user's other sessions and this one
 * goes on with the fresh token it answers.
 */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const [isOpen, setOpen] = React.useState(false);
  const change = useChangePasswordMutation();
  const { control, handleSubmit, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  function close() {
    reset(EMPTY);
    setOpen(false);
  }

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast({ title: t('passwordChanged'), description: t('passwordChangedText'), variant: 'success' });
        close();
      },
      onError: (error) =>
        toast({ title: t('passwordChangeFailed'), description: localMessage(serverMessageOr(error, t('passwordChangeFailedText'))), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('auth:password')}</CardTitle>
          <CardDescription>{t('passwordIntro', { count: MIN_PASSWORD_LENGTH })}</CardDescription>
        </div>
        {isOpen ? null : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <KeyRound aria-hidden />
            {t('changePassword')}
          </Button>
        )}
      </CardHeader>
      {isOpen ? (
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <PasswordField
              control={control}
              name="currentPassword"
              id="password-current"
              label={t('currentPassword')}
              autoComplete="current-password"
              toggleName={t('currentOne')}
              autoFocus
            />
            <PasswordField
              control={control}
              name="newPassword"
              id="password-new"
              label={t('auth:newPassword')}
              autoComplete="new-password"
              toggleName={t('newOne')}
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              id="password-confirm"
              label={t('confirmNewPassword')}
              autoComplete="new-password"
              toggleName={t('confirmation')}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={close} disabled={change.isPending}>
                {t('common:cancel')}
              </Button>
              <SubmitButton isPending={change.isPending}>{change.isPending ? t('codeForm:saving') : t('changePassword')}</SubmitButton>
            </div>
          </form>
        </CardContent>
      ) : null}
    </Card>
  );
}
