import { useState } from 'react';
import type { AdminUser } from '../../../../domain/user/schemas';
import { useToggleUserMutation } from '../../../api/admin-users';
import { Badge } from '../../../components/ui/badge';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullName } from './roles';

/** Enable at once; disabling (which signs the user out everywhere) is asked first. */
export function useToggleUser() {
  const toggle = useToggleUserMutation();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const run = (user: AdminUser) =>
    toggle.mutate(user.id, {
      onSuccess: (reply) => toast({ title: reply.message, description: fullName(reply.user), variant: 'success' }),
      onError: (error) => toastFailure(user.isActive ? 'Failed to disable user' : 'Failed to enable user', error, 'Failed to change the account'),
      onSettled: () => setConfirming(null),
    });
  const request = (user: AdminUser) => (user.isActive ? setConfirming(user) : run(user));
  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      title="Disable this account?"
      description={confirming ? `${fullName(confirming)} (${confirming.email}) is signed out everywhere and cannot sign in until enabled again.` : ''}
      confirmLabel="Disable"
      isPending={toggle.isPending}
      onConfirm={() => confirming && run(confirming)}
      onCancel={() => setConfirming(null)}
    />
  );
  return { request, dialog, isPending: toggle.isPending };
}

export function StatusBadge({ user }: { user: Pick<AdminUser, 'isActive'> }) {
  return <Badge variant={user.isActive ? 'secondary' : 'destructive'}>{user.isActive ? 'Active' : 'Disabled'}</Badge>;
}
