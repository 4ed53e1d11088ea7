import { cn } from '../../lib/utils';

/** A form's own error (the server's refusal of the whole form), read out when it appears; nothing without one. */
export function FormError({ message, className }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}
