import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import * as React from 'react';
import { latLngOfWorldPixel, TILE_SIZE, tilesForView, tileUrl, worldPixel } from '../../../domain/geo/tile-math';
import { clusterBadge, clusterOf, markerKey, type ClusterIndex, type MarkerRequest, type PointProps } from './map-clusters';
import { fitView, MAP_SIZES, type MapSize, type MapView } from './map-view';

/*
 * A cluster map drawn from plain tile images and positioned markers, before Leaflet is here: the
 * server sends it with the page, so the map shows as the page arrives instead of after the app and
 * Leaflet have loaded on slow mobile data. It is the view Leaflet then opens on (map-view.ts fitView),
 * with the same clusters (map-clusters.ts), so nothing moves when Leaflet takes over.
 *
 * The server cannot know the screen, so it draws one layer per range of widths, each hidden outside
 * its range; their images are lazy, and a browser does not fetch lazy images it does not show.
 *
 * Its markers are buttons named as Leaflet's: pressing or focusing one brings Leaflet, which then
 * does what was asked of that marker (cluster-map.tsx).
 */

/** Each range's layer, shown only within its range (written out, so Tailwind finds the classes). */
const SHOWN_AT: Record<MapSize['name'], string> = {
  base: 'sm:hidden',
  sm: 'hidden sm:block lg:hidden',
  lg: 'hidden lg:block',
};

/** Leaflet's default marker: its image, and where its tip is. */
const MARKER = { width: 25, height: 41, tipX: 12, shadowWidth: 41 } as const;

/** An element placed this many pixels from the middle of the box. */
const fromMiddle = (x: number, y: number): React.CSSProperties => ({ left: `calc(50% + ${x}px)`, top: `calc(50% + ${y}px)` });

export interface ClusterMapPreviewProps {
  view: MapView;
  index: ClusterIndex;
  tileUrlTemplate: string;
  /** A cluster's name for its count, e.g. '12 ZARcodes'. */
  clusterName(count: number): string;
  /** Called when a marker is focused or pressed; without it, the tiles alone (under Leaflet's own while they load). */
  onMarker?: (request: MarkerRequest) => void;
  /** Called when a tile cannot load (also one that failed before the app took the page over). */
  onTileError?: () => void;
}

export function ClusterMapPreview(props: ClusterMapPreviewProps) {
  const { onTileError } = props;
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const tiles = ref.current?.querySelectorAll<HTMLImageElement>('img[data-tile]') ?? [];
    if ([...tiles].some((tile) => tile.complete && tile.naturalWidth === 0)) onTileError?.();
  }, [onTileError]);
  return (
    <div ref={ref} className="absolute inset-0 select-none overflow-hidden rounded-[inherit]">
      {MAP_SIZES.map((size) => (
        <div key={size.name} className={`absolute inset-0 ${SHOWN_AT[size.name]}`}>
          <PreviewLayer size={size} {...props} />
        </div>
      ))}
    </div>
  );
}

function PreviewLayer({ size, view, index, tileUrlTemplate, clusterName, onMarker, onTileError }: ClusterMapPreviewProps & { size: MapSize }) {
  const { center, zoom } = fitView(view, size);
  const [latitude, longitude] = center;
  // Tiles for the widest box of the range, placed from its middle (the box's middle at any width).
  const box = { width: size.maxWidth, height: size.height };
  const tiles = tilesForView({ latitude, longitude, zoom, ...box });
  const middle = worldPixel(latitude, longitude, zoom);
  const [north, west] = latLngOfWorldPixel({ x: middle.x - box.width / 2, y: middle.y - box.height / 2 }, zoom);
  const [south, east] = latLngOfWorldPixel({ x: middle.x + box.width / 2, y: middle.y + box.height / 2 }, zoom);
  const items = onMarker ? index.getClusters([west, south, east, north], zoom) : [];
  return (
    <>
      <div aria-hidden className="pointer-events-none">
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tileUrl(tileUrlTemplate, tile)}
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            loading="lazy"
            decoding="async"
            data-tile
            onError={onTileError}
            className="absolute size-64 max-w-none"
            style={fromMiddle(tile.left - Math.round(box.width / 2), tile.top - Math.round(box.height / 2))}
          />
        ))}
      </div>
      {items.map((item) => {
        const [itemLongitude, itemLatitude] = item.geometry.coordinates as [number, number];
        const pixel = worldPixel(itemLatitude, itemLongitude, zoom);
        const x = Math.round(pixel.x - middle.x);
        const y = Math.round(pixel.y - middle.y);
        const key = markerKey(item);
        const cluster = clusterOf(item);
        const name = cluster ? clusterName(cluster.count) : (item.properties as PointProps).point.label;
        const badge = cluster ? clusterBadge(cluster.count) : null;
        return (
          <button
            key={key}
            type="button"
            aria-label={name}
            title={name}
            className="absolute rounded-full p-0 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            style={
              badge
                ? { ...fromMiddle(x - badge.size / 2, y - badge.size / 2), width: badge.size, height: badge.size }
                : { ...fromMiddle(x - MARKER.tipX, y - MARKER.height), width: MARKER.width, height: MARKER.height }
            }
            onFocus={() => onMarker?.({ key, pressed: false })}
            onClick={() => onMarker?.({ key, pressed: true })}
          >
            {badge ? (
              <span aria-hidden className="block size-full" dangerouslySetInnerHTML={{ __html: badge.html }} />
            ) : (
              <>
                <img src={markerShadow} alt="" width={MARKER.shadowWidth} height={MARKER.height} loading="lazy" className="absolute left-0 top-0 max-w-none" />
                <img src={markerIcon} srcSet={`${markerIcon2x} 2x`} alt="" width={MARKER.width} height={MARKER.height} loading="lazy" className="absolute left-0 top-0 max-w-none" />
              </>
            )}
          </button>
        );
      })}
    </>
  );
}
