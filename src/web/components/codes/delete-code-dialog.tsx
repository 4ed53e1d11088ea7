import { Trans, useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../api/client';
import { useDeleteZarcodeMutation } from '../../api/zarcodes';
import { localMessage } from '../../lib/i18n';
import { ConfirmDialog } from '../confirm-dialog';
import { toast } from '../ui/use-toast';

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
  const { t } = useTranslation('app');
  const deletion = useDeleteZarcodeMutation();

  function handleDelete() {
    if (!code) return;
    deletion.mutate(code, {
      onSuccess: () => {
        toast({ title: t('codeDeleted'), description: t('codeDeletedText'), variant: 'success' });
        onDeleted?.(code);
      },
      onError: (error) => {
        toast({ title: t('deleteFailed'), description: localMessage(serverMessageOr(error, t('deleteFailedText'))), variant: 'destructive' });
      },
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={code !== null}
      title={t('deleteCode')}
      // The code kept on one line (a hyphen would otherwise let it break).
      description={code ? <Trans t={t} i18nKey="deleteConfirmation" values={{ code }} components={{ code: <span className="whitespace-nowrap" /> }} /> : null}
      confirmLabel={t('delete')}
      isPending={deletion.isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}
