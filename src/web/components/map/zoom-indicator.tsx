import { ZoomIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';

/** Below this zoom a tap lands within tens of metres at best: the indicator suggests zooming in. */
export const PRECISE_ZOOM = 16;

/** The map's current zoom level, shown over a corner of the map. */
export function ZoomIndicator({ zoom, className }: { zoom: number; className?: string }) {
  const { t } = useTranslation('codeForm');
  const isCoarse = zoom < PRECISE_ZOOM;
  return (
    <p
      className={cn(
        'pointer-events-none flex items-center gap-1.5 rounded-md bg-white/95 px-2 py-1 text-xs font-medium text-slate-700 shadow-md',
        className,
      )}
    >
      <ZoomIn className="size-3.5" aria-hidden />
      <span>{t('zoom', { zoom: Math.round(zoom) })}</span>
      {isCoarse ? <span className="hidden text-muted-foreground min-[400px]:inline">· {t('zoomIn')}</span> : null}
    </p>
  );
}
