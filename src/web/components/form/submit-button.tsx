import type * as React from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** A form's submit button: disabled, with a spinner before its text, while the form is being sent. */
export function SubmitButton({
  isPending,
  disabled,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'type' | 'asChild'> & { isPending: boolean }) {
  return (
    <Button type="submit" disabled={isPending || disabled} {...props}>
      {isPending ? <Spinner /> : null}
      {children}
    </Button>
  );
}
