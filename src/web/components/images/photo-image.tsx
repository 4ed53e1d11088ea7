import { ImageOff } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSize } from '../../../domain/images/images';
import type { Image } from '../../../domain/images/schemas';
import { fetchImageBlob } from '../../api/images';
import { cn } from '../../lib/utils';

type BlobState = { url: string; objectUrl: string | null; hasFailed: boolean };

/**
 * A temporary photo's file fetched with the token and shown through an object URL, revoked when the
 * photo leaves the screen. Null until it is there.
 */
function useAuthorizedObjectUrl(url: string | null): { src: string | null; hasFailed: boolean } {
  const [state, setState] = React.useState<BlobState | null>(null);
  React.useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchImageBlob(url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url, objectUrl, hasFailed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ url, objectUrl: null, hasFailed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const current = state && state.url === url ? state : null;
  return { src: current?.objectUrl ?? null, hasFailed: current?.hasFailed ?? false };
}

/**
 * Where an <img> gets a photo: a saved photo's public URL as it is (cached for a year, loaded
 * lazily); a temporary photo's through an authorized fetch.
 */
export function useImageSource(image: Pick<Image, 'urls' | 'zarcodeId'>, size: ImageSize) {
  const isTemporary = image.zarcodeId === null;
  const authorized = useAuthorizedObjectUrl(isTemporary ? image.urls[size] : null);
  return isTemporary ? authorized : { src: image.urls[size], hasFailed: false };
}

/** A photo that cannot be shown leaves a placeholder, not a broken-image icon. */
export function BrokenImagePlaceholder({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation('codeForm');
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('flex flex-col items-center justify-center gap-1 bg-muted p-2 text-center text-muted-foreground', className)}
    >
      <ImageOff className="size-6 shrink-0" aria-hidden />
      <span className="text-xs" aria-hidden>
        {t('imageUnavailable')}
      </span>
    </span>
  );
}

export interface PhotoImageProps {
  image: Image;
  size: ImageSize;
  alt: string;
  className?: string;
  /** 'lazy' for grids (the default), 'eager' for the photo in the lightbox. */
  loading?: 'lazy' | 'eager';
  onLoad?: () => void;
}

/** A photo at one size, with a shimmer while it comes and the placeholder if it cannot. */
export function PhotoImage({ image, size, alt, className, loading = 'lazy', onLoad }: PhotoImageProps) {
  const { t } = useTranslation('codeForm');
  const source = useImageSource(image, size);
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  if (source.hasFailed || (source.src !== null && failedSrc === source.src)) {
    return <BrokenImagePlaceholder label={t('photoNotShown', { name: alt || image.originalFilename })} className={className} />;
  }
  if (!source.src) return <span aria-hidden className={cn('block animate-pulse bg-muted', className)} />;
  return (
    <img
      src={source.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      draggable={false}
      onLoad={onLoad}
      onError={() => setFailedSrc(source.src)}
      className={className}
    />
  );
}
