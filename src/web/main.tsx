import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from '../domain/brand';
import { queryClient } from './api/query-client';
import { App } from './app';
import { session } from './session/session';
import './styles.css';

document.title = PRODUCT_NAME;

// Restore a stored session (or clear an unreadable or expired one) before the first render.
session.init();

// Cached answers belong to one user: drop them whenever the signed-in user changes.
let cachedUserId = session.getUser()?.id ?? null;
session.subscribe(() => {
  const userId = session.getUser()?.id ?? null;
  if (userId !== cachedUserId) {
    cachedUserId = userId;
    queryClient.clear();
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
