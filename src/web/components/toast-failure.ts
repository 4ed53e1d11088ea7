import { messageOf } from '../api/client';
import { toast } from './ui/use-toast';

/** A red toast of a failed action: its title, and the server's reason or `fallback`. */
export function toastFailure(title: string, error: unknown, fallback: string) {
  toast({ title, description: messageOf(error, fallback), variant: 'destructive' });
}
