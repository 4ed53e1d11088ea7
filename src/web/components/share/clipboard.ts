import { i18n } from '../../lib/i18n';
import { writeClipboard } from '../../lib/clipboard';
import { toast } from '../ui/use-toast';

interface ToastText {
  title: string;
  description?: string;
}

/** Copies and says so: the success toast given, or the failure given ('Copy failed' / 'Unable to copy to clipboard' by default). */
export async function copyWithToast(text: string, success: ToastText, failure?: ToastText): Promise<boolean> {
  try {
    await writeClipboard(text);
    toast({ title: success.title, description: success.description, variant: 'success' });
    return true;
  } catch {
    const shown = failure ?? { title: i18n.t('app:copyFailed'), description: i18n.t('app:copyFailedText') };
    toast({ title: shown.title, description: shown.description, variant: 'destructive' });
    return false;
  }
}
