import * as React from 'react';
import { PIN_HEIGHT, PIN_SVG, PIN_WIDTH } from '../../../domain/geo/map-pin';
import { anchorPixel, tileUrl, tilesForView } from '../../../domain/geo/tile-math';
import { MAP_ERROR_TEXT, MapErrorNotice } from '../map/map-error';

/**
 * A map of one point drawn from plain tile images: no map library, so it shows at once on slow
 * mobile data and costs the code page and the embed almost no JavaScript. The code page swaps it for
 * the interactive map when someone wants to pan or zoom.
 *
 * It has no class-merging helper on purpose: the embed page imports it and stays free of the app's
 * utilities.
 */

export const OSM_ATTRIBUTION_TEXT = 'OpenStreetMap contributors';
const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** The point sits below the middle, leaving room above it for the info window. */
export const STATIC_MAP_ANCHOR = { x: 0.5, y: 0.62 } as const;

export interface StaticMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Leaflet-style tile template; while it is unknown (settings loading) only the pin shows. */
  tileUrlTemplate: string | undefined;
  /** Names the map for screen readers, e.g. 'Map of ZARcode 1CT-7K2M'. */
  label: string;
  /** Height (and width) come from the class, e.g. 'h-80 w-full'. */
  className?: string;
  /** The info window above the pin. */
  popup?: React.ReactNode;
  /** Controls laid over the map (a button that opens the interactive map). */
  children?: React.ReactNode;
  /** Called when the map itself is clicked or tapped. */
  onMapClick?: () => void;
}

/** The size of an element, following it as it changes. */
function useElementSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = React.useState({ width: 0, height: 0 });
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((current) =>
        current.width === Math.round(width) && current.height === Math.round(height)
          ? current
          : { width: Math.round(width), height: Math.round(height) },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function StaticMap({
  latitude,
  longitude,
  zoom,
  tileUrlTemplate,
  label,
  className,
  popup,
  children,
  onMapClick,
}: StaticMapProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(ref);
  const view = { latitude, longitude, zoom, width, height, anchorX: STATIC_MAP_ANCHOR.x, anchorY: STATIC_MAP_ANCHOR.y };
  const tiles = tileUrlTemplate ? tilesForView(view) : [];
  const anchor = anchorPixel(view);
  const hasSize = width > 0 && height > 0;
  const [hasTileError, setHasTileError] = React.useState(false);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className={`relative isolate overflow-hidden bg-[#eef0ea] ${className ?? ''}`}
    >
      <div className="absolute inset-0" aria-hidden onClick={onMapClick}>
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tileUrl(tileUrlTemplate!, tile)}
            alt=""
            width={256}
            height={256}
            draggable={false}
            decoding="async"
            className="absolute size-64 max-w-none select-none"
            style={{ left: tile.left, top: tile.top }}
            onError={() => setHasTileError(true)}
          />
        ))}
      </div>
      {hasSize ? (
        <>
          <span
            className="pointer-events-none absolute drop-shadow-md"
            style={{ left: anchor.x - PIN_WIDTH / 2, top: anchor.y - PIN_HEIGHT, width: PIN_WIDTH, height: PIN_HEIGHT }}
            dangerouslySetInnerHTML={{ __html: PIN_SVG }}
          />
          {popup ? (
            <div
              className="absolute w-max -translate-x-1/2 -translate-y-full"
              style={{ left: anchor.x, top: anchor.y - PIN_HEIGHT - 10, maxWidth: Math.min(280, width - 24) }}
            >
              <div className="rounded-lg bg-white px-3 py-2 text-sm text-slate-900 shadow-lg ring-1 ring-black/5">{popup}</div>
              <span
                className="absolute left-1/2 top-full size-3 -translate-x-1/2 -translate-y-1.5 rotate-45 bg-white shadow-[2px_2px_2px_rgba(0,0,0,0.06)]"
                aria-hidden
              />
            </div>
          ) : null}
        </>
      ) : null}
      {children}
      {hasTileError ? <MapErrorNotice description={MAP_ERROR_TEXT.errorInitializing} /> : null}
      <MapAttribution />
    </div>
  );
}

/** The tile server's credit in the map's corner, as Leaflet writes it; `className` for its layer. */
export function MapAttribution({ className = '' }: { className?: string }) {
  return (
    <p className={`absolute bottom-0 right-0 bg-white/80 px-1.5 py-0.5 text-[11px] leading-tight text-slate-700 ${className}`}>
      &copy;{' '}
      <a href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:underline">
        {OSM_ATTRIBUTION_TEXT}
      </a>
    </p>
  );
}
