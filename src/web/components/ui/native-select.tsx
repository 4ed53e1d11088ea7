import type * as React from 'react';
import { cn } from '../../lib/utils';

/**
 * The browser's own select, looking and behaving like the inputs (focus ring, invalid and disabled
 * states, 16px text on phones so that iOS does not zoom in): for filters and short lists of options.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
