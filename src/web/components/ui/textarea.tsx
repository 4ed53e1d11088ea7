import * as React from 'react';
import { cn } from '../../lib/utils';
import { controlFrame } from './control-frame';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(controlFrame, 'flex min-h-28 py-2 placeholder:text-slate-400', className)}
      {...props}
    />
  );
}
