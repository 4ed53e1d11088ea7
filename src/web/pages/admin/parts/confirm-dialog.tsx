import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Asks before something that cannot be undone (or that locks someone out). It stays open, with the
 * button showing it is working, until the caller closes it when the server has answered.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  isPending,
  isConfirmDisabled,
  isDestructive = true,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  isPending: boolean;
  isConfirmDisabled?: boolean;
  isDestructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          {/* Not an AlertDialogAction: that would close the dialog before the server has answered. */}
          <Button variant={isDestructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={isPending || isConfirmDisabled}>
            {isPending ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
