import * as React from 'react';
import type { Image } from '../../../domain/images/schemas';
import { loadWithRetry } from '../../lib/lazy-page';
import { cn } from '../../lib/utils';
import { toast } from '../ui/use-toast';
import type { ImageLightboxProps } from './image-lightbox';
import { galleryColumnsClass } from './image-rules';
import { PhotoImage } from './photo-image';

type LightboxComponent = React.ComponentType<ImageLightboxProps>;

/** The lightbox (with Radix Dialog) comes with the first tap on a photo, not with the page. */
const loadLightbox = () => loadWithRetry(() => import('./image-lightbox')).then((module) => module.ImageLightbox);

export interface ImageGalleryProps {
  images: readonly Image[];
  /** Names the photos for screen readers, e.g. 'Photos of 1CT-7K2M'. */
  label: string;
}

/**
 * A code's photos on its page (section 2): one photo in one column, two side by side, more in three
 * columns on wide screens; medium renditions loaded lazily. A tap opens the lightbox at that photo;
 * its code is fetched on the first tap (or when a pointer comes over a photo), as the map's is.
 */
export function ImageGallery({ images, label }: ImageGalleryProps) {
  const [openIndex, setOpenIndex] = React.useState<number | null>(null);
  const [Lightbox, setLightbox] = React.useState<LightboxComponent | null>(null);
  const isSingle = images.length === 1;

  const handleOpen = (index: number) => {
    setOpenIndex(index);
    if (Lightbox) return;
    loadLightbox()
      .then((component) => setLightbox(() => component))
      .catch(() => {
        setOpenIndex(null);
        toast({ title: 'Photo unavailable', description: 'Check your connection and try again.', variant: 'destructive' });
      });
  };
  return (
    <>
      <ul aria-label={label} className={cn('grid gap-2 sm:gap-3', galleryColumnsClass(images.length))}>
        {images.map((image, index) => (
          <li key={image.id} className="min-w-0">
            <button
              type="button"
              onClick={() => handleOpen(index)}
              onPointerEnter={() => void loadLightbox().catch(() => {})}
              aria-label={`Open photo ${index + 1} of ${images.length}`}
              className={cn(
                'block w-full overflow-hidden rounded-lg bg-muted ring-1 ring-slate-900/5 transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isSingle ? 'aspect-video' : 'aspect-[4/3]',
              )}
            >
              <PhotoImage image={image} size="medium" alt={`Photo ${index + 1}`} className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {Lightbox ? (
        <Lightbox
          images={images}
          index={openIndex !== null && openIndex < images.length ? openIndex : null}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      ) : null}
    </>
  );
}
