import { serverMessageOr } from '../api/client';
import { localMessage } from '../lib/i18n';
import { toast } from './ui/use-toast';

/** A red toast of a failed action: its title, and the server's reason (in the page's language when the catalogue has it) or `fallback`. */
export function toastFailure(title: string, error: unknown, fallback: string) {
  toast({ title, description: localMessage(serverMessageOr(error, fallback)), variant: 'destructive' });
}
