import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';

/** A centred modal on Radix Dialog (focus trap, Escape, overlay click), shadcn style. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A dialog about one thing, open while that thing is set (`<Dialog {...openWhileSet(code, onClose)}>`):
 * Escape, a click outside and the close button all call `onClose`, which unsets it.
 */
export const openWhileSet = (subject: unknown, onClose: () => void) => ({
  open: subject !== null,
  onOpenChange: (open: boolean) => {
    if (!open) onClose();
  },
});

type ContentProps = React.ComponentProps<typeof DialogPrimitive.Content>;

/** Radix Dialog's portal, overlay and content with its close button: the frame of the dialog and of the sheet. */
export function ModalFrame({ children, closeLabel, ...props }: ContentProps & { closeLabel: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content {...props}>
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent({ className, closeLabel, ...props }: ContentProps & { closeLabel?: string }) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      className={cn(
        'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl outline-none data-[state=open]:animate-fade-in sm:p-6',
        className,
      )}
      closeLabel={closeLabel ?? t('close')}
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
