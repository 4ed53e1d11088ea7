import { Move } from 'lucide-react';
import * as React from 'react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { usePublicSettingsQuery } from '../../../api/settings';
import { pointOf } from '../../../../domain/zarcode/code-place';
import { StaticMap } from '../../../components/share/static-map';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { loadWithRetry } from '../../../lib/lazy-page';
import type { InteractiveMapProps } from './interactive-map';
import { MapPopup } from './map-popup';

/** Document 2, section 9: the code page's map is at zoom 15. */
export const CODE_MAP_ZOOM = 15;
/** 600 px on wide screens (section 9); less on phones, so the page below it stays in reach. */
const MAP_HEIGHT = 'h-[320px] sm:h-[440px] lg:h-[600px]';

type InteractiveMapComponent = React.ComponentType<InteractiveMapProps>;

const loadInteractiveMap = () =>
  loadWithRetry(() => import('./interactive-map')).then((module) => module.InteractiveMap);

/**
 * The location map with its info window. It opens as a static map (tile images, no map library) so
 * that the page shows at once on slow mobile data; "Pan & zoom", or a tap on the map, loads Leaflet
 * and swaps in the interactive map at the same place and zoom.
 */
export function LocationMap({ code }: { code: ZarcodeRecord }) {
  const settings = usePublicSettingsQuery();
  const point = pointOf(code);
  const [Interactive, setInteractive] = React.useState<InteractiveMapComponent | null>(null);
  const [isLoading, setIsLoading] = React.useState(false);
  const label = `Map of ${PRODUCT_NAME} ${code.zarcode}`;

  const handleActivate = () => {
    if (isLoading || Interactive) return;
    setIsLoading(true);
    loadInteractiveMap()
      .then((component) => setInteractive(() => component))
      .catch(() => toast({ title: 'Map unavailable', description: 'Check your connection and try again.', variant: 'destructive' }))
      .finally(() => setIsLoading(false));
  };

  if (Interactive) {
    return (
      <Interactive
        code={code}
        latitude={point.latitude}
        longitude={point.longitude}
        zoom={CODE_MAP_ZOOM}
        label={label}
        className={`${MAP_HEIGHT} w-full`}
      />
    );
  }
  return (
    <StaticMap
      latitude={point.latitude}
      longitude={point.longitude}
      zoom={CODE_MAP_ZOOM}
      tileUrlTemplate={settings.data?.tileUrl}
      label={label}
      className={`${MAP_HEIGHT} w-full rounded-lg border border-border`}
      popup={<MapPopup code={code} />}
      onMapClick={handleActivate}
    >
      <Button
        variant="outline"
        size="sm"
        className="absolute right-2 top-2 bg-white/95 shadow-md"
        onClick={handleActivate}
        onPointerEnter={() => void loadInteractiveMap().catch(() => {})}
        disabled={isLoading}
      >
        {isLoading ? <Spinner /> : <Move aria-hidden />}
        Pan &amp; zoom
      </Button>
    </StaticMap>
  );
}
