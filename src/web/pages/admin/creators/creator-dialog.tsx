import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SLUG_MAX_LENGTH } from '../../../../domain/creators/creators';
import { adminCreateCreatorBodySchema, type AdminCreateCreatorBody, type AdminCreateCreatorInput, type AdminCreator } from '../../../../domain/creators/schemas';
import { useAdminCreateCreatorMutation, useAdminUpdateCreatorMutation } from '../../../api/creators';
import { CreatorProfileFields, creatorFormValues } from '../../../components/creators/creator-profile-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, TextField } from '../../../components/form/text-fields';
import { SwitchField } from '../../../components/form/toggle-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';

/**
 * The dialog's values. A new creator names the user by e-mail; an existing one keeps its userId, so
 * one schema (the create body's) judges both, as the voucher dialog does.
 */
function valuesOf(creator: AdminCreator | null): AdminCreateCreatorInput {
  return {
    ...(creator ? { userId: creator.userId } : { userEmail: '' }),
    ...creatorFormValues(creator),
    slug: creator?.slug ?? '',
    isActive: creator?.isActive ?? true,
  };
}

/** Make a user a creator (creator null) or change one: prefix, standard prefix, status, address and links. */
export function CreatorDialog({ open, creator, onClose }: { open: boolean; creator: AdminCreator | null; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? <CreatorForm creator={creator} onClose={onClose} key={creator?.id ?? 'new'} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreatorForm({ creator, onClose }: { creator: AdminCreator | null; onClose(): void }) {
  const create = useAdminCreateCreatorMutation();
  const update = useAdminUpdateCreatorMutation();
  const isPending = create.isPending || update.isPending;
  const { control, handleSubmit } = useForm<AdminCreateCreatorInput, unknown, AdminCreateCreatorBody>({
    resolver: zodResolver(adminCreateCreatorBodySchema),
    defaultValues: valuesOf(creator),
  });

  const onSubmit = handleSubmit((values) => {
    const done = (title: string) => (saved: AdminCreator) => {
      toast({ title, description: `${saved.displayName} (/${saved.slug})`, variant: 'success' });
      onClose();
    };
    if (!creator) {
      create.mutate(values, {
        onSuccess: done('Creator created'),
        onError: (error) => toastFailure('Creator Profile Creation Failed', error, 'Failed to create Creator profile.'),
      });
      return;
    }
    const { userId: _userId, userEmail: _userEmail, ...body } = values;
    update.mutate(
      { id: creator.id, body },
      {
        onSuccess: done('Creator updated'),
        onError: (error) => toastFailure('Creator Profile Update Failed', error, 'Failed to update Creator profile.'),
      },
    );
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{creator ? `Edit ${creator.displayName}` : 'Make a user a creator'}</DialogTitle>
        <DialogDescription>
          {creator
            ? `${creator.user.firstName} ${creator.user.lastName} (${creator.user.email})`
            : 'Creators make codes without paying, under their own prefix, on a public page and map.'}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={creator ? 'Edit creator' : 'New creator'}>
        {creator ? null : <EmailField control={control} name="userEmail" id="admin-creator-user" label="User's e-mail" hint="The account to make a creator." />}
        <CreatorProfileFields control={control} idPrefix="admin-creator" showStandardPrefix isPrefixLocked={false} />
        <TextField
          control={control}
          name="slug"
          id="admin-creator-slug"
          label="Page address"
          hint={creator ? 'Their page is at /{address}. Old links to it stop working when it changes.' : 'Leave empty to make it from the display name.'}
          maxLength={SLUG_MAX_LENGTH}
          autoComplete="off"
          className="font-mono"
        />
        <SwitchField
          control={control}
          name="isActive"
          id="admin-creator-active"
          label="Active"
          hint="Inactive creators cannot create codes; their page and codes leave the public lists."
        />
        <SubmitButton isPending={isPending}>{isPending ? 'Saving...' : creator ? 'Save creator' : 'Create creator'}</SubmitButton>
      </form>
    </>
  );
}
