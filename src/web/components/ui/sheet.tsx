import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { ModalFrame } from './dialog';

/** A slide-in drawer from the left, built on Radix Dialog (focus trap, Escape, overlay click). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({
  className,
  closeLabel,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-card shadow-xl outline-none data-[state=open]:animate-sheet-in',
        className,
      )}
      closeLabel={closeLabel ?? t('closeMenu')}
      {...props}
    />
  );
}
