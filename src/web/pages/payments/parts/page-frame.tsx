import type * as React from 'react';
import { cn } from '../../../lib/utils';

/** The narrow column the payment pages sit in. */
export function PaymentFrame({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-2xl space-y-5 px-4 py-6 sm:px-6 sm:py-10', className)}>{children}</div>;
}

/** A label and an amount, one line of a price summary. */
export function MoneyLine({
  label,
  value,
  strong,
  muted,
}: {
  label: React.ReactNode;
  value: React.ReactNode;
  strong?: boolean;
  muted?: boolean;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-1.5', strong && 'text-base font-semibold text-slate-900', muted && 'text-sm text-muted-foreground')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** A label and its value, one line of a payment's details (receipt, gateway page); `valueClassName` styles the value. */
export function DetailLine({ label, valueClassName, children }: { label: React.ReactNode; valueClassName?: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
