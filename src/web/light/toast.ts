/**
 * One toast at a time (document 1, section 4), in the page's live region (#toast), gone after 5 s.
 */
const TOAST_DURATION_MS = 5000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(title: string, text = '', variant: 'default' | 'destructive' = 'default'): void {
  const region = document.getElementById('toast');
  if (!region) return;
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  const body = document.createElement('p');
  body.className = 'text-sm opacity-90';
  body.textContent = text;
  region.replaceChildren(heading, ...(text ? [body] : []));
  region.dataset.variant = variant;
  region.hidden = false;
  clearTimeout(timer);
  timer = setTimeout(() => {
    region.hidden = true;
  }, TOAST_DURATION_MS);
}
