import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { formatCode } from '../lib/code-shape';
import { EmbedPage } from './embed-page';
import './embed.css';

/**
 * The embed page's own entry (embed.html, served for /embed/{code}): React and the embed only, no
 * router, session or query cache, so that it stays small inside other sites' pages.
 */
function codeSegment(pathname: string): string {
  const raw = pathname.replace(/^\/embed\/?/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
const segment = codeSegment(window.location.pathname);
const code = formatCode(segment) ?? segment.toUpperCase();

const root = document.getElementById('root');
if (!root) throw new Error('embed.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <EmbedPage code={code} />
  </StrictMode>,
);
