import { writeClipboard } from '../../lib/clipboard';
import { toast } from '../ui/use-toast';

/** The clipboard failure's words: 'Failed to copy' / 'Unable to copy to clipboard'. */
export const COPY_FAILED_TITLE = 'Failed to copy';
export const COPY_FAILED_DESCRIPTION = 'Unable to copy to clipboard';

interface ToastText {
  title: string;
  description?: string;
}

/** Copies and says so: the success toast given, or the failure given ('Failed to copy' by default). */
export async function copyWithToast(
  text: string,
  success: ToastText,
  failure: ToastText = { title: COPY_FAILED_TITLE, description: COPY_FAILED_DESCRIPTION },
): Promise<boolean> {
  try {
    await writeClipboard(text);
    toast({ title: success.title, description: success.description, variant: 'success' });
    return true;
  } catch {
    toast({ title: failure.title, description: failure.description, variant: 'destructive' });
    return false;
  }
}
