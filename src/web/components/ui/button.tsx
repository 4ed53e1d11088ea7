import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/utils';

/*
 * A label wraps onto a second line rather than running out of its button: a phone's 360 px hold
 * "Sign in" in English, but "Ngena ngekhowudi" in isiXhosa may not fit on one line. So the sizes
 * are least heights.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-center rounded-md text-sm font-medium leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-red-700',
        outline: 'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-slate-200',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        gold: 'bg-gold-400 text-slate-900 shadow-sm hover:bg-gold-500',
      },
      size: {
        default: 'min-h-10 px-4 py-2',
        sm: 'min-h-9 rounded-md px-3 py-1.5',
        lg: 'min-h-11 rounded-md px-6 py-2 text-base',
        icon: 'size-10',
      },
      /** A ghost or outline button whose action removes, rejects or hides something: red text. */
      tone: {
        default: '',
        danger: 'text-destructive hover:text-destructive',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', tone: 'default' },
  },
);

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>,
    VariantProps<typeof buttonVariants> {
  /** Renders the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, tone, asChild = false, type, ...props }: ButtonProps & { ref?: React.Ref<HTMLButtonElement> }) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, tone, className }))}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
