import { text } from 'node:stream/consumers';
import { QueryClientProvider, dehydrate, type Query } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { ALL_CATALOGUES_OPTIONS } from '../domain/i18n/catalogues';
import type { Language } from '../domain/i18n/languages';
import type { PrerenderRequest, PrerenderedPage } from '../domain/site/prerender';
import { setApiTransport } from './api/client';
import { createQueryClient } from './api/query-client';
import { AppContent } from './app';

/*
 * The server's first rendering of a public page (plugins/web.ts): the same components as the browser's,
 * rendered to HTML with the data they ask for, so that a phone on slow data paints the page as soon as
 * it arrives instead of after the app has downloaded and run. The browser then hydrates that HTML with
 * the same data (main.tsx). Rendered as a visitor who is not signed in.
 */

/**
 * Each pass renders, then fetches what the page asked for and loads the modules it reached; a page
 * whose data leads to more data or more modules takes another.
 */
const MAX_PASSES = 4;

/** React's mark of a part that was still loading when the page was written. */
const PENDING_BOUNDARY = '<!--$?-->';

const translators = new Map<Language, I18n>();

function translatorFor(language: Language): I18n {
  let instance = translators.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...ALL_CATALOGUES_OPTIONS, lng: language, react: { useSuspense: false } });
    translators.set(language, instance);
  }
  return instance;
}

/** Whether the page's own query would run (a search box's query waits for a term, the user's for a session). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** `fetchApi` answers the web app's API calls (`/api/...`) on the server itself. */
export function createPrerenderer(fetchApi: typeof fetch) {
  setApiTransport(fetchApi);
  return async function prerender({ url, language, signal }: PrerenderRequest): Promise<PrerenderedPage> {
    const queryClient = createQueryClient();
    const errors: unknown[] = [];
    const render = async () => {
      const { prelude } = await prerenderToNodeStream(
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={translatorFor(language)}>
            <StaticRouter location={url}>
              <AppContent />
            </StaticRouter>
          </I18nextProvider>
        </QueryClientProvider>,
        {
          signal,
          // React writes a large part apart, to be put in place by an inline script (which the CSP forbids): one piece.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onError(error) {
            errors.push(error);
          },
        },
      );
      return text(prelude);
    };
    const asked = new Set<string>();
    for (let pass = 1; ; pass += 1) {
      const html = await render();
      const unanswered = queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => !asked.has(query.queryHash) && query.state.status === 'pending' && isEnabled(query) });
      // A part still loading (its module came in this pass) would need an inline script to show, which the CSP forbids.
      const isComplete = !html.includes(PENDING_BOUNDARY);
      // A part that failed would be left to the browser with an inline script too: the browser renders the whole page instead.
      if (errors.length > 0) throw new AggregateError(errors, `${url} failed to render`);
      if (isComplete && unanswered.length === 0) return { html, state: dehydrate(queryClient) };
      if (pass === MAX_PASSES) throw new Error(`${url} was not complete after ${MAX_PASSES} passes`);
      for (const query of unanswered) asked.add(query.queryHash);
      await Promise.allSettled(unanswered.map((query) => query.fetch()));
      // A failed query is left unanswered: the page shows what it shows while loading, as the browser will, and asks again there.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    }
  };
}
