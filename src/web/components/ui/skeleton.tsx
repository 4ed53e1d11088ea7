import type * as React from 'react';
import { cn } from '../../lib/utils';

/** A grey placeholder block shown while data loads. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
