import { serverMessageOr } from '../api/client';
import { toast } from './ui/use-toast';

/** A red toast of a failed action: its title, and the server's reason or `fallback`. */
export function toastFailure(title: string, error: unknown, fallback: string) {
  toast({ title, description: serverMessageOr(error, fallback), variant: 'destructive' });
}
