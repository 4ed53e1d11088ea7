import * as React from 'react';
import { PRODUCT_NAME } from '../../domain/brand';
import { placeLine, pointOf } from '../../domain/zarcode/code-place';
import { PIN_SVG } from '../../domain/geo/map-pin';
import { codePageUrl, googleMapsDirectionsUrl } from '../../domain/zarcode/share-links';
import { StaticMap } from '../components/share/static-map';
import { loadEmbedCode, loadTileUrl, type EmbedLoad } from './embed-api';

/** Zoom of the embed's map: a street or two around the point. */
const EMBED_MAP_ZOOM = 15;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Mark() {
  return <span className="inline-block size-8 shrink-0 [&>svg]:h-8 [&>svg]:w-auto" aria-hidden dangerouslySetInnerHTML={{ __html: PIN_SVG }} />;
}

/** What an embed shows while loading or when there is no code: the name and the code asked for. */
function Message({ code, text }: { code: string; text: string }) {
  return (
    <main className="flex h-dvh flex-col items-center justify-center gap-2 p-6 text-center">
      <Mark />
      <p className="font-mono text-xl font-bold tracking-wider">{code}</p>
      <p className="text-sm text-slate-600">{text}</p>
    </main>
  );
}

/**
 * /embed/{code}: a code on another site, inside a 600x600 iframe (or smaller): the code, its public
 * title, its place, a small map with the pin, and a link that opens the full page in a new tab.
 */
export function EmbedPage({ code: codeParam }: { code: string }) {
  const [load, setLoad] = React.useState<EmbedLoad | null>(null);
  const [tileUrl, setTileUrl] = React.useState<string>();

  React.useEffect(() => {
    const controller = new AbortController();
    void loadEmbedCode(codeParam, controller.signal).then((result) => {
      if (!controller.signal.aborted) setLoad(result);
    });
    void loadTileUrl(controller.signal).then((url) => {
      if (!controller.signal.aborted) setTileUrl(url);
    });
    return () => controller.abort();
  }, [codeParam]);

  React.useEffect(() => {
    const code = load?.kind === 'found' ? load.code.zarcode : codeParam;
    document.title = `${PRODUCT_NAME} ${code}`;
  }, [load, codeParam]);

  if (!load) return <Message code={codeParam} text="Loading…" />;
  if (load.kind === 'not-found') return <Message code={codeParam} text={`${PRODUCT_NAME} not found`} />;
  if (load.kind === 'failed') return <Message code={codeParam} text={`Could not load this ${PRODUCT_NAME}. Reload to try again.`} />;

  const { code } = load;
  const point = pointOf(code);
  const pageUrl = codePageUrl(window.location.origin, code.zarcode);
  const title = code.privacy === 'public' ? code.title : null;

  return (
    <main className="flex h-dvh min-h-0 flex-col overflow-hidden bg-white">
      <header className="flex flex-wrap items-start gap-3 border-b border-slate-200 px-4 py-3">
        <div className="flex min-w-48 flex-1 items-start gap-3">
          <Mark />
          <div className="min-w-0">
            <h1 className="font-mono text-xl font-bold leading-tight tracking-wider">{code.zarcode}</h1>
            {title ? <p className="line-clamp-2 font-semibold leading-snug">{title}</p> : null}
            <p className="line-clamp-2 text-sm text-slate-600">{placeLine(code)}</p>
          </div>
        </div>
        <a
          href={pageUrl}
          {...newTab}
          className="shrink-0 rounded-md text-center max-[440px]:w-full bg-brand-700 px-3 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Open in {PRODUCT_NAME}
        </a>
      </header>
      <StaticMap
        latitude={point.latitude}
        longitude={point.longitude}
        zoom={EMBED_MAP_ZOOM}
        tileUrlTemplate={tileUrl}
        label={`Map of ${PRODUCT_NAME} ${code.zarcode}`}
        className="min-h-0 flex-1 cursor-pointer"
        onMapClick={() => window.open(pageUrl, '_blank', 'noopener')}
      />
      <footer className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
        <span>
          GPS <span className="font-mono tabular-nums text-slate-800">{point.text}</span>
        </span>
        <a href={googleMapsDirectionsUrl(code)} {...newTab} className="font-medium text-brand-700 hover:underline">
          Directions
        </a>
      </footer>
    </main>
  );
}
