import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from './ui/alert-dialog';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * Asks before something that cannot be undone (or that others will feel: `tone` 'default' for a
 * button that is not red). It stays open, its button working, until the server has answered
 * (`isPending`); Cancel has the focus first, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  isPending,
  onConfirm,
  onCancel,
  tone = 'destructive',
  isConfirmDisabled,
  children,
}: {
  open: boolean;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are (Cancel when absent; say what stays where cancelling is the action). */
  cancelLabel?: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: 'destructive' | 'default';
  /** The confirm button waits for something (a typed confirmation in `children`). */
  isConfirmDisabled?: boolean;
  /** Between the description and the buttons: what the confirmation needs typed or chosen. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !isPending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel ?? t('cancel')}</AlertDialogCancel>
          {/* Not an AlertDialogAction: that would close the dialog before the server has answered. */}
          <Button variant={tone} onClick={onConfirm} disabled={isPending || isConfirmDisabled}>
            {isPending ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
