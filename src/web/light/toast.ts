import { element } from './dom';

/**
 * One toast at a time, in the page's live region (#toast), gone after 5 s.
 */
const TOAST_DURATION_MS = 5000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(title: string, text = '', variant: 'default' | 'destructive' = 'default'): void {
  const region = document.getElementById('toast');
  if (!region) return;
  const heading = element('p', { className: 'font-semibold', textContent: title });
  region.replaceChildren(heading, ...(text ? [element('p', { className: 'text-sm opacity-90', textContent: text })] : []));
  region.dataset.variant = variant;
  region.hidden = false;
  clearTimeout(timer);
  timer = setTimeout(() => {
    region.hidden = true;
  }, TOAST_DURATION_MS);
}
