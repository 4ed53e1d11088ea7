/**
 * A page the server rendered first (web/entry-server.tsx) carries its query answers as JSON in a
 * script element of this id, beside <div id="root">; the browser hydrates with them (web/main.tsx).
 */
export const PRERENDERED_STATE_ID = 'prerendered-state';
