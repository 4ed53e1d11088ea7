import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DELETION_REASON_MAX_LENGTH, setUserPasswordBodySchema, type AdminUser, type SetUserPasswordBody } from '../../../../domain/user/schemas';
import { useDeleteUserMutation, useSetUserPasswordMutation, useTurnOffUserTotpMutation } from '../../../api/admin-users';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/form/text-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../paths';
import { toastFailure } from '../../../components/toast-failure';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullName } from './roles';

/** A new password for the account; their sessions end. */
export function SetPasswordDialog({ user, open, onClose }: { user: AdminUser; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{open ? <SetPasswordForm user={user} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function SetPasswordForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const setPassword = useSetUserPasswordMutation(user.id);
  const { control, handleSubmit } = useForm<SetUserPasswordBody>({
    resolver: zodResolver(setUserPasswordBodySchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((body) =>
    setPassword.mutate(body, {
      onSuccess: (reply) => {
        toast({ title: reply.message, description: fullName(reply.user), variant: 'success' });
        onClose();
      },
      onError: (error) => toastFailure('Failed to set password', error, 'Failed to set password'),
    }),
  );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{`Set a password for ${fullName(user)}`}</DialogTitle>
        <DialogDescription>They are signed out everywhere and sign in again with the new password.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Set password" className="grid gap-4">
        <PasswordField control={control} name="password" id="set-password" label="New password" autoComplete="new-password" />
        <PasswordField control={control} name="confirmPassword" id="set-password-confirm" label="Confirm new password" autoComplete="new-password" toggleName="confirmation" />
        <SubmitButton isPending={setPassword.isPending}>{setPassword.isPending ? 'Saving...' : 'Set password'}</SubmitButton>
      </form>
    </>
  );
}

/** Turning someone's second factor off (they lost their phone and recovery codes): a super admin's, after confirming. */
export function TurnOffTotpDialog({ user, open, onClose }: { user: AdminUser; open: boolean; onClose: () => void }) {
  const turnOff = useTurnOffUserTotpMutation(user.id);
  return (
    <ConfirmDialog
      open={open}
      title="Turn off two-step sign-in?"
      description={`${fullName(user)} signs in with their password alone and is signed out everywhere. Do it only once you know it is them asking.${user.role === 'user' ? '' : ' As an admin they must set it up again before using the admin area.'}`}
      confirmLabel="Turn off"
      isPending={turnOff.isPending}
      onCancel={onClose}
      onConfirm={() =>
        turnOff.mutate(undefined, {
          onSuccess: (reply) => {
            toast({ title: reply.message, description: fullName(reply.user), variant: 'success' });
            onClose();
          },
          onError: (error) => toastFailure('Failed to turn off two-step sign-in', error, 'Failed to turn off two-step sign-in'),
        })
      }
    />
  );
}

/**
 * Deleting for good (a person who asked by e-mail, say): the admin types the account's e-mail and
 * the reason, which the audit log keeps.
 */
export function DeleteUserDialog({ user, open, onClose }: { user: AdminUser; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const deletion = useDeleteUserMutation(user.id);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const isMatch = typed.trim().toLowerCase() === user.email;
  return (
    <ConfirmDialog
      open={open}
      title="Delete this user?"
      description={`${fullName(user)}'s account, codes, photos, creator profile and requests are deleted for good. Their payments are kept for the tax records, without name or e-mail.`}
      confirmLabel="Delete user"
      isPending={deletion.isPending}
      isConfirmDisabled={!isMatch || !reason.trim()}
      onCancel={() => {
        setTyped('');
        setReason('');
        onClose();
      }}
      onConfirm={() =>
        deletion.mutate(
          { confirmEmail: typed, reason },
          {
            onSuccess: (reply) => {
              toast({ title: 'User deleted', description: reply.message, variant: 'success' });
              navigate(paths.admin.users());
            },
            onError: (error) => toastFailure('Failed to delete user', error, 'Failed to delete user'),
          },
        )
      }
    >
      <Field id="delete-confirm-email" label={`Type ${user.email} to confirm`}>
        <Input id="delete-confirm-email" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <Field id="delete-reason" label="Reason (kept in the audit log)" hint="For example: asked by e-mail on 3 December to delete their account">
        <Textarea
          id="delete-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={DELETION_REASON_MAX_LENGTH}
          rows={2}
          aria-describedby="delete-reason-hint"
        />
      </Field>
    </ConfirmDialog>
  );
}
