import { PRODUCT_NAME } from '../../../domain/brand';
import { ApiError } from '../../api/client';
import { useDeleteZarcodeMutation } from '../../api/zarcodes';
import { ConfirmDialog } from '../confirm-dialog';
import { toast } from '../ui/use-toast';

/** The words of the confirmation, exactly as agreed (docs/rules.md#messages). */
export const deleteConfirmationText = (code: string) =>
  `Are you sure you want to delete the ${PRODUCT_NAME} "${code}"? This action cannot be undone.`;

/** The confirmation with the code kept on one line (a hyphen would otherwise let it break). */
function ConfirmationText({ code }: { code: string }) {
  const [before, after] = deleteConfirmationText(code).split(`"${code}"`);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{`"${code}"`}</span>
      {after}
    </>
  );
}

/**
 * Asks before a code is deleted; stays open (Delete shows it is working) until the server answers,
 * then tells the outcome in a toast. Lists and stats are read again by the mutation.
 */
export function DeleteCodeDialog({
  code,
  onClose,
  onDeleted,
}: {
  code: string | null;
  onClose: () => void;
  onDeleted?: (code: string) => void;
}) {
  const deletion = useDeleteZarcodeMutation();

  function handleDelete() {
    if (!code) return;
    deletion.mutate(code, {
      onSuccess: () => {
        toast({
          title: `${PRODUCT_NAME} deleted`,
          description: `The ${PRODUCT_NAME} has been successfully removed.`,
          variant: 'success',
        });
        onDeleted?.(code);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : null;
        toast({
          title: 'Delete failed',
          description: message ?? `Failed to delete ${PRODUCT_NAME}`,
          variant: 'destructive',
        });
      },
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={code !== null}
      title={`Delete ${PRODUCT_NAME}`}
      description={code ? <ConfirmationText code={code} /> : null}
      confirmLabel="Delete"
      isPending={deletion.isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}
