import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type ChangePasswordForm } from '../../../../domain/user/schemas';
import { useChangePasswordMutation } from '../../../api/user';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/form/text-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { PASSWORD_CHANGED, PASSWORD_CHANGE_FAILED, PASSWORD_CHANGE_FALLBACK } from './messages';
import { serverMessageOr } from '../../../api/client';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password: collapsed until Change Password is pressed; the form
 * resets and closes on success or Cancel. The server ends the user's other sessions and this one
 * goes on with the fresh token it answers.
 */
export function PasswordCard() {
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
        toast({
          title: PASSWORD_CHANGED,
          description: 'Use your new password next time you sign in. Your other devices have been signed out.',
          variant: 'success',
        });
        close();
      },
      onError: (error) =>
        toast({ title: PASSWORD_CHANGE_FAILED, description: serverMessageOr(error, PASSWORD_CHANGE_FALLBACK), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Password</CardTitle>
          <CardDescription>At least 6 characters. Changing it signs you out on your other devices.</CardDescription>
        </div>
        {isOpen ? null : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <KeyRound aria-hidden />
            Change Password
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
              label="Current password"
              autoComplete="current-password"
              toggleName="current one"
              autoFocus
            />
            <PasswordField
              control={control}
              name="newPassword"
              id="password-new"
              label="New password"
              autoComplete="new-password"
              toggleName="new one"
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              id="password-confirm"
              label="Confirm new password"
              autoComplete="new-password"
              toggleName="confirmation"
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={close} disabled={change.isPending}>
                Cancel
              </Button>
              <SubmitButton isPending={change.isPending}>{change.isPending ? 'Saving...' : 'Change Password'}</SubmitButton>
            </div>
          </form>
        </CardContent>
      ) : null}
    </Card>
  );
}
