import * as React from 'react';
import { cn } from '../../lib/utils';
import { controlFrame } from './control-frame';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(controlFrame, 'flex h-10 py-2 placeholder:text-slate-400', className)}
      {...props}
    />
  );
}
