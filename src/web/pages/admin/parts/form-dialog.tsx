import type * as React from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/** A dialog holding a form, mounted afresh each time it opens, so it starts from the record's values. */
export function FormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>{open ? children : null}</DialogContent>
    </Dialog>
  );
}

/** The server's refusal of a form, under its fields. */
export function ServerError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}
