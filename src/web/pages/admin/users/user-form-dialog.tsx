import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Role } from '../../../../domain/auth/roles';
import {
  createAdminUserBodySchema,
  updateAdminUserBodySchema,
  type AdminUser,
  type CreateAdminUserBody,
  type CreateAdminUserInput,
  type UpdateAdminUserBody,
  type UpdateAdminUserInput,
} from '../../../../domain/user/schemas';
import { useCreateUserMutation, useUpdateUserMutation } from '../../../api/admin-users';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, PasswordField, SelectField, TextField, OptionalLabel } from '../../../components/form/text-fields';
import { CheckboxField } from '../../../components/form/toggle-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';
import { ROLE_LABELS, fullName } from './roles';

/** The role select of both forms: only the roles the admin may grant. */
function RoleField<T extends FieldValues & { role?: Role }, U>({ control, roles }: { control: Control<T, unknown, U>; roles: readonly Role[] }) {
  return (
    <SelectField control={control} name={'role' as FieldPath<T>} id="user-role" label="Role">
      {roles.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </SelectField>
  );
}

/** New user: an account ready to sign in with, of a role the admin may grant. */
export function CreateUserDialog({ open, roles, onClose }: { open: boolean; roles: readonly Role[]; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{open ? <CreateUserForm roles={roles} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ roles, onClose }: { roles: readonly Role[]; onClose: () => void }) {
  const create = useCreateUserMutation();
  const { control, handleSubmit } = useForm<CreateAdminUserInput, unknown, CreateAdminUserBody>({
    resolver: zodResolver(createAdminUserBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', contactTel: '', password: '', role: 'user' },
  });
  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (reply) => {
        toast({ title: reply.message, description: `${fullName(reply.user)} can sign in now.`, variant: 'success' });
        onClose();
      },
      onError: (error) => toastFailure('Failed to create user', error, 'Failed to create user'),
    }),
  );
  return (
    <>
      <DialogHeader>
        <DialogTitle>New user</DialogTitle>
        <DialogDescription>They sign in with this e-mail and password.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="New user" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="firstName" id="user-first-name" label="First name" autoComplete="off" />
          <TextField control={control} name="lastName" id="user-last-name" label="Last name" autoComplete="off" />
        </div>
        <EmailField control={control} name="email" id="user-email" label="Email" autoComplete="off" />
        <TextField control={control} name="contactTel" id="user-tel" label={<OptionalLabel text="Contact tel" />} placeholder="0821234567" type="tel" />
        <PasswordField control={control} name="password" id="user-password" label="Password" autoComplete="new-password" />
        <RoleField control={control} roles={roles} />
        <SubmitButton isPending={create.isPending}>{create.isPending ? 'Creating...' : 'Create user'}</SubmitButton>
      </form>
    </>
  );
}

/** Edit an account: names, e-mail, phone, e-mail preference, and the role when the admin may change it. */
export function EditUserDialog({
  user,
  roles,
  onClose,
}: {
  user: AdminUser | null;
  roles: readonly Role[];
  onClose: () => void;
}) {
  return (
    <Dialog {...openWhileSet(user, onClose)}>
      <DialogContent>{user ? <EditUserForm user={user} roles={roles} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, roles, onClose }: { user: AdminUser; roles: readonly Role[]; onClose: () => void }) {
  const update = useUpdateUserMutation(user.id);
  const { control, handleSubmit } = useForm<UpdateAdminUserInput, unknown, UpdateAdminUserBody>({
    resolver: zodResolver(updateAdminUserBodySchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      contactTel: user.contactTel ?? '',
      role: user.role,
      emailNotifications: user.emailNotifications,
    },
  });
  const onSubmit = handleSubmit(({ role, ...body }) =>
    update.mutate(user.access.canChangeRole ? { ...body, role } : body, {
      onSuccess: (reply) => {
        toast({ title: reply.message, description: fullName(reply.user), variant: 'success' });
        onClose();
      },
      onError: (error) => toastFailure('Failed to update user', error, 'Failed to update user'),
    }),
  );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{`Edit ${fullName(user)}`}</DialogTitle>
        <DialogDescription>{user.email}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Edit user" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="firstName" id="edit-first-name" label="First name" />
          <TextField control={control} name="lastName" id="edit-last-name" label="Last name" />
        </div>
        <EmailField control={control} name="email" id="edit-email" label="Email" autoComplete="off" />
        <TextField control={control} name="contactTel" id="edit-tel" label={<OptionalLabel text="Contact tel" />} type="tel" />
        {user.access.canChangeRole ? <RoleField control={control} roles={roles} /> : null}
        <CheckboxField control={control} name="emailNotifications" id="edit-notifications" label="E-mail notifications" />
        <SubmitButton isPending={update.isPending}>{update.isPending ? 'Saving...' : 'Save changes'}</SubmitButton>
      </form>
    </>
  );
}
