import { APP_ENTRY_ID, type AppEntry } from '../domain/site/prerender';

/*
 * The loader of a page the server rendered first (plugins/prerender.ts): the page is readable as it
 * arrives, so the app (about 180 KB of gzipped script on slow mobile data) is fetched after the first
 * paint instead of competing with the page's stylesheet for the connection before it. Its chunks are
 * all asked for at once, as index.html would have.
 */
function loadApp(): void {
  const element = document.getElementById(APP_ENTRY_ID);
  if (!element?.textContent) return;
  const { script, preloads } = JSON.parse(element.textContent) as AppEntry;
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

// A frame callback runs before the frame is painted; a task queued from it runs after.
requestAnimationFrame(() => setTimeout(loadApp, 0));
