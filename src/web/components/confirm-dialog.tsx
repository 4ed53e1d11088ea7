import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * Asks before something that cannot be undone. It stays open, its button showing that it is working,
 * until `onConfirm`'s work is done (`isPending`); closing is the caller's, once the server answered.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={props.open} onOpenChange={(open) => (!open && !props.isPending ? props.onClose() : undefined)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.isPending}>Cancel</AlertDialogCancel>
          {/* Not an AlertDialogAction: that would close the dialog before the server has answered. */}
          <Button variant="destructive" onClick={props.onConfirm} disabled={props.isPending}>
            {props.isPending ? <Spinner /> : null}
            {props.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
