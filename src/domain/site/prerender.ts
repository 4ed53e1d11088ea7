/**
 * A page the server rendered first (web/entry-server.tsx) carries its query answers as JSON in a
 * script element of this id, beside <div id="root">; the browser hydrates with them (web/main.tsx).
 */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/** The app's script and its chunks, which the loader of a page rendered first fetches after its first paint (web/load-app.ts). */
export const APP_ENTRY_ID = 'app-entry';

export interface AppEntry {
  script: string;
  preloads: string[];
}
