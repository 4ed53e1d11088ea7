import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { usePublicSettingsQuery } from '../../api/settings';
import { Button } from '../ui/button';

export const TERMS_LAST_UPDATED = 'August 1, 2025';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div className="grid gap-2 text-sm leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export interface TermsDialogProps {
  /** The element that opens the dialog. */
  trigger: React.ReactNode;
  /** Ticks the terms checkbox: the dialog's 'I accept' button. */
  onAccept(): void;
}

/**
 * The terms of service of document 2, section 1, in a dialog: location coding, payment through our
 * payment partner, non-transferable credits, South African law and the support address (from the
 * server's settings). 'I accept' ticks the form's checkbox; closing leaves it as it was.
 */
export function TermsDialog({ trigger, onAccept }: TermsDialogProps) {
  const settings = usePublicSettingsQuery();
  const supportEmail = settings.data?.supportEmail;
  return (
    <DialogPrimitive.Root>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-card shadow-xl outline-none data-[state=open]:animate-fade-in">
          <div className="border-b border-border px-5 pb-3 pt-5 pr-12">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">Terms of Service</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              Last updated: {TERMS_LAST_UPDATED}
            </DialogPrimitive.Description>
          </div>
          <div className="grid gap-4 overflow-y-auto px-5 py-4">
            <Section title="1. The service">
              <p>
                {PRODUCT_NAME} gives a place in South Africa a unique 7-character code tied to its GPS coordinates and the
                address details you enter. You choose the point on the map and you are responsible for placing it
                accurately and for having the right to publish the location and details you add.
              </p>
              <p>
                Public {PRODUCT_NAME_PLURAL} show their title and description to anyone with the code; private ones show
                only the location. Anyone with a code can see where it points.
              </p>
            </Section>
            <Section title="2. Payment">
              <p>
                Each {PRODUCT_NAME} is a one-time purchase at the price shown, including VAT. Payments are processed by our
                payment partner (PayFast); we never see or store your card details.
              </p>
            </Section>
            <Section title="3. Credits and bundles">
              <p>
                Bundle credits are for your own account: they are non-transferable, cannot be exchanged for cash and expire
                at the end of the bundle&apos;s validity. One credit creates one {PRODUCT_NAME}.
              </p>
            </Section>
            <Section title="4. Governing law">
              <p>These terms are governed by the laws of the Republic of South Africa.</p>
            </Section>
            <Section title="5. Contact">
              <p>
                Questions about these terms or your {PRODUCT_NAME_PLURAL}?{' '}
                {supportEmail ? (
                  <>
                    Write to{' '}
                    <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {supportEmail}
                    </a>
                    .
                  </>
                ) : (
                  'Contact our support team from the Support page.'
                )}
              </p>
            </Section>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="outline">Close</Button>
            </DialogPrimitive.Close>
            <DialogPrimitive.Close asChild>
              <Button onClick={onAccept}>I accept the terms</Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Close
            className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label="Close terms"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
