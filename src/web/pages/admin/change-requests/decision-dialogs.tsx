import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NOTE_MAX_LENGTH } from '../../../../domain/change-requests/change-requests';
import { rejectChangeRequestBodySchema, type AdminChangeRequest, type RejectChangeRequestBody, type RejectChangeRequestInput } from '../../../../domain/change-requests/schemas';
import { useApproveChangeRequestMutation, useRejectChangeRequestMutation } from '../../../api/change-requests';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-fields';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';

/** Asks before approving: the owner may then move the code for 24 hours, and is mailed so. */
export function ApproveDialog({ request, onClose }: { request: AdminChangeRequest | null; onClose: () => void }) {
  const approval = useApproveChangeRequestMutation();

  function handleApprove() {
    if (!request) return;
    approval.mutate(request.id, {
      onSuccess: () =>
        toast({
          title: 'Change request approved',
          description: `The owner of ${request.zarcode} has 24 hours to move it, and has been told by e-mail.`,
          variant: 'success',
        }),
      onError: (error) => toastFailure('Failed to approve the change request', error, 'Please try again.'),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={request !== null}
      title={
        <>
          Approve the change request for <span className="whitespace-nowrap">{request?.zarcode}</span>?
        </>
      }
      description="The owner will be able to move the marker for the next 24 hours, and is told so by e-mail. Anyone who saved the code will be sent to the new place."
      confirmLabel="Approve"
      tone="default"
      isPending={approval.isPending}
      onConfirm={handleApprove}
      onCancel={onClose}
    />
  );
}

function RejectForm({ request, onClose }: { request: AdminChangeRequest; onClose: () => void }) {
  const rejection = useRejectChangeRequestMutation();
  const { control, handleSubmit } = useForm<RejectChangeRequestInput, unknown, RejectChangeRequestBody>({
    resolver: zodResolver(rejectChangeRequestBodySchema),
    defaultValues: { note: '' },
  });

  const onSubmit = handleSubmit(({ note }) =>
    rejection.mutate(
      { id: request.id, note },
      {
        onSuccess: () => {
          toast({
            title: 'Change request rejected',
            description: `The owner of ${request.zarcode} has been told by e-mail, with your note.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) =>
          toastFailure('Failed to reject the change request', error, 'Please try again.'),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextAreaField
        control={control}
        name="note"
        id="reject-note"
        label="Note to the owner"
        hint="Say why, and what would make a new request succeed. The owner reads this in an e-mail and on their dashboard."
        maxLength={NOTE_MAX_LENGTH}
        autoFocus
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={rejection.isPending}>
          Cancel
        </Button>
        <SubmitButton variant="destructive" isPending={rejection.isPending}>
          Reject
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** Rejects with the note the owner reads. */
export function RejectDialog({ request, onClose }: { request: AdminChangeRequest | null; onClose: () => void }) {
  return (
    <Dialog {...openWhileSet(request, onClose)}>
      {request ? (
        <DialogContent closeLabel="Close">
          <DialogHeader>
            <DialogTitle>
              Reject the change request for <span className="whitespace-nowrap">{request.zarcode}</span>
            </DialogTitle>
            <DialogDescription>The code stays where it is.</DialogDescription>
          </DialogHeader>
          <RejectForm key={request.id} request={request} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
