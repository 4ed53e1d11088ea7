import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '../../../domain/i18n/languages';
import { EnglishOnlyNote, LAST_UPDATED_LABEL, LegalSections } from '../legal/legal-document';
import { TERMS_TEXT } from '../legal/terms-text';
import { Button } from '../ui/button';

export interface TermsDialogProps {
  /** The element that opens the dialog. */
  trigger: React.ReactNode;
  /** Ticks the terms checkbox: the dialog's 'I accept' button. */
  onAccept(): void;
}

/**
 * The terms of service (the same text as /terms-of-service, components/legal/terms-text.ts) in a
 * dialog. 'I accept' ticks the form's checkbox; closing leaves it as it was.
 */
export function TermsDialog({ trigger, onAccept }: TermsDialogProps) {
  const { t } = useTranslation('legal');
  return (
    <DialogPrimitive.Root>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-card shadow-xl outline-none data-[state=open]:animate-fade-in">
          <div lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]} className="border-b border-border px-5 pb-3 pt-5 pr-12">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{TERMS_TEXT.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {LAST_UPDATED_LABEL} {TERMS_TEXT.lastUpdated}
            </DialogPrimitive.Description>
          </div>
          <div className="overflow-y-auto px-5 py-4">
            <EnglishOnlyNote className="mb-4" />
            <div lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]}>
              <LegalSections document={TERMS_TEXT} headingLevel={3} size="sm" />
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="outline">{t('common:close')}</Button>
            </DialogPrimitive.Close>
            <DialogPrimitive.Close asChild>
              <Button onClick={onAccept}>{t('acceptTerms')}</Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Close
            className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={t('closeTerms')}
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
