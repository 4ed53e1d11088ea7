import { APP_ENTRY_ID, APP_LISTENING_EVENT, type AppEntry } from '../domain/site/prerender';
import { registerServiceWorker } from './lib/service-worker';

/*
 * The loader of a page the server rendered first (plugins/prerender.ts). The page is whole as it
 * arrives: text, pictures and links work without script. The app (about 180 KB of gzipped script)
 * is what makes its search box, language menu, forms and maps answer, and on a cheap phone
 * downloading, running and taking over the page costs seconds of a busy processor. So it is fetched
 * at the visitor's first sign of being there (a touch, a pointer, a key), not with the page: the
 * first seconds belong to reading, a visitor who only reads never pays for it, and on a phone the
 * first touch is usually a scroll, well before a tap on a control.
 *
 * Meanwhile text boxes take typing (the app adopts what was typed: use-typed-before-takeover.ts),
 * submit buttons and the language menu wait, disabled, and a button pressed is kept and pressed again
 * for the app once it listens, so a tap on a map's marker is not lost.
 */
const FIRST_PRESENCE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

function loadApp(): void {
  const element = document.getElementById(APP_ENTRY_ID);
  if (!element?.textContent) return;
  const { script, preloads } = JSON.parse(element.textContent) as AppEntry;
  // Its chunks all asked for at once, as index.html would have.
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = script;
  document.head.append(app);
}

function loadAppAtFirstPresence(): void {
  const listening = { capture: true, passive: true } as const;
  const start = (event: Event) => {
    // Chromium sends a pointer that has not moved a move of nothing when the page's layout changes
    // under it: no sign of anyone. A real pointer's next move counts.
    if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
    for (const type of FIRST_PRESENCE_EVENTS) window.removeEventListener(type, start, listening);
    loadApp();
  };
  for (const type of FIRST_PRESENCE_EVENTS) window.addEventListener(type, start, listening);
}

/** Buttons pressed before the app listens: held back, and pressed again for it once it does. */
function keepButtonsPressedMeanwhile(): void {
  const pressed: HTMLElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('#root button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    if (!pressed.includes(button)) pressed.push(button);
  };
  window.addEventListener('click', keep, { capture: true });
  const pressAgain = () => {
    window.removeEventListener('click', keep, { capture: true });
    for (const button of pressed) if (button.isConnected) button.click();
  };
  document.addEventListener(
    APP_LISTENING_EVENT,
    () => {
      // React takes the page over in slices, and a part whose code is still coming would drop a press:
      // presses are held until the browser has nothing left to do, then pressed again.
      if ('requestIdleCallback' in window) requestIdleCallback(pressAgain, { timeout: 3000 });
      else setTimeout(pressAgain, 500);
    },
    { once: true },
  );
}

loadAppAtFirstPresence();
keepButtonsPressedMeanwhile();
// Offline use does not wait for the app: the worker installs once the page has loaded.
registerServiceWorker();
