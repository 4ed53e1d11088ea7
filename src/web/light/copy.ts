import { writeClipboard } from '../lib/clipboard';
import { showToast } from './toast';

/**
 * Every `[data-copy]` button copies its value and says so with its own toast texts
 * (`data-toast-title`, `data-toast-text`), written by the server in the page's language.
 */
export function enhanceCopyButtons(copyFailed: string): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy]');
    if (!button) return;
    writeClipboard(button.dataset.copy ?? '').then(
      () => showToast(button.dataset.toastTitle ?? '', button.dataset.toastText ?? ''),
      () => showToast(copyFailed, '', 'destructive'),
    );
  });
}
