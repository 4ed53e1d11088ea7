import type * as React from 'react';
import { cn } from '../../lib/utils';

/** The browser's own select, styled like the inputs: for filters and short lists of options. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn('h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm', className)}
      {...props}
    />
  );
}
