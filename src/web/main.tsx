import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRODUCT_NAME } from '../domain/brand';
import { APP_LISTENING_EVENT, PRERENDERED_STATE_ID } from '../domain/site/prerender';
import { queryClient } from './api/query-client';
import { App } from './app';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { setSessionHint } from './session/session-hint';
import { session } from './session/session';
import './styles.css';

document.title = PRODUCT_NAME;

// Restore a stored session (or clear an unreadable or expired one) before the first render.
session.init();

// Cached answers belong to one user: drop them whenever the signed-in user changes. The server's
// pages learn from a cookie that this browser holds a session (session/session-hint.ts).
let cachedUserId = session.getUser()?.id ?? null;
setSessionHint(session.getState().isAuthenticated);
session.subscribe(() => {
  setSessionHint(session.getState().isAuthenticated);
  const userId = session.getUser()?.id ?? null;
  if (userId !== cachedUserId) {
    cachedUserId = userId;
    queryClient.clear();
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
registerServiceWorker();
// The visitor's language first (English is in the app; another is one small file).
await initI18n();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page the server rendered first (entry-server.tsx): take over its HTML with the answers it was rendered with.
const prerendered = document.getElementById(PRERENDERED_STATE_ID);
if (prerendered?.textContent) {
  hydrate(queryClient, JSON.parse(prerendered.textContent));
  // As a transition, React takes the page over in slices, yielding to the browser between them: on a slow
  // phone one long task would keep a tap waiting (and the page is already readable meanwhile). A tap on a
  // part not yet taken over makes React take that part over at once, then handle the tap.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // React listens from here on: the loader (load-app.ts) hands over what was pressed while the app came.
  document.dispatchEvent(new Event(APP_LISTENING_EVENT));
} else {
  createRoot(root).render(app);
}
