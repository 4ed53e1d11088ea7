import { showToast } from './toast';

/** Copies text; falls back to a hidden text area where the Clipboard API is missing (plain http). */
async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/**
 * Every `[data-copy]` button copies its value and says so with its own toast texts
 * (`data-toast-title`, `data-toast-text`), written by the server in the page's language.
 */
export function enhanceCopyButtons(copyFailed: string): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy]');
    if (!button) return;
    writeText(button.dataset.copy ?? '').then(
      () => showToast(button.dataset.toastTitle ?? '', button.dataset.toastText ?? ''),
      () => showToast(copyFailed, '', 'destructive'),
    );
  });
}
