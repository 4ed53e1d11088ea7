import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../domain/images/images';
import type { Image } from '../../../domain/images/schemas';
import { cn } from '../../lib/utils';
import { formatDimensions } from './image-rules';
import { PhotoImage } from './photo-image';

/** A swipe shorter than this is a tap. */
const SWIPE_MIN_PX = 50;

export interface ImageLightboxProps {
  images: readonly Image[];
  /** The photo shown, or null when closed (closed, or open at an index). */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The image panel shows the file's name, size and dimensions; the code page only the photo. */
  showDetails?: boolean;
}

const navButtonClass =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/20 transition hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:pointer-events-none disabled:opacity-0';

/**
 * The large photo over the page: arrow keys and the previous and next buttons move within
 * the list and stop at its ends, Escape or the close button closes it, a counter says where one is.
 * A swipe moves too on phones. Radix Dialog keeps focus inside while it is open.
 */
export function ImageLightbox({ images, index, onIndexChange, onClose, showDetails = false }: ImageLightboxProps) {
  const { t } = useTranslation();
  const image = index !== null ? images[index] : undefined;
  const isOpen = image !== undefined && index !== null;
  const position = (index ?? 0) + 1;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < images.length - 1;
  const swipeStart = React.useRef<{ x: number; y: number } | null>(null);
  const previousButton = React.useRef<HTMLButtonElement>(null);
  const nextButton = React.useRef<HTMLButtonElement>(null);

  const goPrevious = () => {
    if (hasPrevious) onIndexChange(index - 1);
  };
  const goNext = () => {
    if (hasNext) onIndexChange(index + 1);
  };

  // Arrow keys wherever focus is while open (a button that just became disabled leaves focus on the page).
  const count = images.length;
  React.useEffect(() => {
    if (index === null || index >= count) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || index === null) return;
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      else if (event.key === 'ArrowRight' && index < count - 1) onIndexChange(index + 1);
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [index, count, onIndexChange]);

  function handlePointerUp(event: React.PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || event.pointerType === 'mouse') return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    if (dx > 0) goPrevious();
    else goNext();
  }

  const title = showDetails && image ? image.originalFilename : t('codePage:photoOf', { number: position, count: images.length });

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/[0.97] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none data-[state=open]:animate-fade-in"
          aria-describedby={showDetails ? 'image-lightbox-details' : undefined}
        >
          <div className="flex items-center gap-3 px-3 py-2 sm:px-5 sm:py-3">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-sm font-medium sm:text-base">{title}</DialogPrimitive.Title>
            <p className="shrink-0 rounded-full bg-white/10 px-3 py-1 text-sm tabular-nums">
              {position} / {images.length}
            </p>
            <DialogPrimitive.Close
              className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              aria-label={t('common:close')}
            >
              <X className="size-6" aria-hidden />
            </DialogPrimitive.Close>
          </div>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-16"
            onPointerDown={(event) => {
              swipeStart.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            {image ? <LargePhoto key={image.id} image={image} alt={title} /> : null}
            <button
              ref={previousButton}
              type="button"
              className={cn(navButtonClass, 'left-2 sm:left-4')}
              onClick={() => {
                goPrevious();
                // At the first photo this button is disabled: focus moves on to Next rather than the page.
                if (index === 1) nextButton.current?.focus();
              }}
              disabled={!hasPrevious}
              aria-label={t('codePage:previousPhoto')}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              ref={nextButton}
              type="button"
              className={cn(navButtonClass, 'right-2 sm:right-4')}
              onClick={() => {
                goNext();
                if (index === count - 2) previousButton.current?.focus();
              }}
              disabled={!hasNext}
              aria-label={t('codePage:nextPhoto')}
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </div>

          {showDetails && image ? (
            <p id="image-lightbox-details" className="px-3 pb-3 pt-2 text-center text-sm text-slate-300 sm:pb-5">
              <span className="font-medium text-white">{image.originalFilename}</span>
              <span aria-hidden> · </span>
              {formatFileSize(image.fileSize)}
              <span aria-hidden> · </span>
              {formatDimensions(image.width, image.height)}
            </p>
          ) : (
            <div className="h-3 sm:h-5" aria-hidden />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The large rendition, with the medium one (usually in the cache already from the grid) under it
 * until the large one has come: on slow data something is on screen at once.
 */
function LargePhoto({ image, alt }: { image: Image; alt: string }) {
  const [isLargeLoaded, setLargeLoaded] = React.useState(false);
  const fit = 'max-h-full max-w-full object-contain select-none';
  return (
    <div className="relative flex h-full w-full items-center justify-center">
      {isLargeLoaded ? null : (
        <PhotoImage image={image} size="medium" alt="" loading="eager" className={cn(fit, 'absolute inset-0 m-auto h-auto w-auto')} />
      )}
      <PhotoImage
        image={image}
        size="large"
        alt={alt}
        loading="eager"
        onLoad={() => setLargeLoaded(true)}
        className={cn(fit, 'relative h-auto w-auto transition-opacity', isLargeLoaded ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}
