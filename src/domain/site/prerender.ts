import type { Language } from '../i18n/languages';

/**
 * A page the server rendered first (web/entry-server.tsx) carries its query answers as JSON in a
 * script element of this id, beside <div id="root">; the browser hydrates with them (web/main.tsx).
 */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/** What the server asks its renderer of public pages for (web/entry-server.tsx, loaded by server/plugins/prerender.ts). */
export interface PrerenderRequest {
  /** The page's path and query string. */
  url: string;
  language: Language;
  signal: AbortSignal;
}

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The query cache's answers (react-query's dehydrated state), for the browser's first render to match the HTML. */
  state: unknown;
}

/** The app's script and its chunks, which the loader of a page rendered first fetches after its first paint (web/load-app.ts). */
export const APP_ENTRY_ID = 'app-entry';

export interface AppEntry {
  script: string;
  preloads: string[];
}

/**
 * Dispatched on the document by the app (web/main.tsx) once React listens to the page it takes over:
 * the loader then hands it the buttons pressed while the app was on its way.
 */
export const APP_LISTENING_EVENT = 'zarcode:app-listening';
