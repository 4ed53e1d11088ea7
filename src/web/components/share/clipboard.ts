import { toast } from '../ui/use-toast';

/** Section 8's clipboard failure: 'Failed to copy' (document 1), with document 2's description. */
export const COPY_FAILED_TITLE = 'Failed to copy';
export const COPY_FAILED_DESCRIPTION = 'Unable to copy to clipboard';

/** For pages served without HTTPS and old WebViews, where navigator.clipboard does not exist or refuses. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Puts the text on the clipboard; throws when the browser would not. */
export async function writeClipboard(text: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard API');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    if (!copyWithSelection(text)) throw error;
  }
}

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
