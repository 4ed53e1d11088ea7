import './lightbox.css';
import type { PageStrings } from './page-data';
import { element } from './dom';

/** A swipe shorter than this is a tap. */
const SWIPE_MIN_PX = 50;

const button = (label: string, className: string, path: string) => {
  const control = element('button', { type: 'button', className, title: label, innerHTML: `<svg viewBox="0 0 24 24" class="i size-6" aria-hidden="true"><path d="${path}"/></svg>` });
  control.setAttribute('aria-label', label);
  return control;
};

/**
 * The large photo over the page: previous and next buttons and the arrow keys
 * move within the list and stop at its ends, Escape or Close closes it, a counter says where one is,
 * a swipe moves on phones. A native <dialog> keeps focus inside and gives Escape.
 */
export function openLightbox(photos: { src: string; label: string }[], start: number, strings: PageStrings, opener: HTMLElement): void {
  let index = start;
  const dialog = element('dialog', { className: 'lightbox' });
  const image = element('img', { className: 'lightbox-image' });
  const counter = element('p', { className: 'lightbox-counter' });
  const previous = button(strings.previousPhoto, 'lightbox-nav left-2', 'm15 18-6-6 6-6');
  const next = button(strings.nextPhoto, 'lightbox-nav right-2', 'm9 18 6-6-6-6');
  const close = button(strings.close, 'lightbox-close', 'M18 6 6 18M6 6l12 12');
  dialog.append(close, image, previous, next, counter);

  const show = () => {
    const photo = photos[index]!;
    image.src = photo.src;
    image.alt = photo.label;
    dialog.setAttribute('aria-label', photo.label);
    counter.textContent = `${index + 1} / ${photos.length}`;
    previous.disabled = index === 0;
    next.disabled = index === photos.length - 1;
  };
  const move = (step: number) => {
    const target = index + step;
    if (target < 0 || target >= photos.length) return;
    index = target;
    show();
  };
  previous.addEventListener('click', () => move(-1));
  next.addEventListener('click', () => move(1));
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  });
  let swipeStart: { x: number; y: number } | null = null;
  dialog.addEventListener('pointerdown', (event) => {
    swipeStart = { x: event.clientX, y: event.clientY };
  });
  dialog.addEventListener('pointerup', (event) => {
    const from = swipeStart;
    swipeStart = null;
    if (!from || event.pointerType === 'mouse') return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) move(dx > 0 ? -1 : 1);
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  show();
  document.body.append(dialog);
  dialog.showModal();
}
