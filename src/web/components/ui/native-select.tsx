import type * as React from 'react';
import { cn } from '../../lib/utils';
import { controlFrame } from './control-frame';

/** The browser's own select, in the inputs' frame (controlFrame): for filters and short lists of options. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(controlFrame, 'h-10', className)} {...props} />;
}
