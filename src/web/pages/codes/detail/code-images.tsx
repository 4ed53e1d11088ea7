import { Images } from 'lucide-react';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { useImagesQuery } from '../../../api/images';
import { ImageGallery } from '../../../components/images/image-gallery';
import { galleryColumnsClass } from '../../../components/images/image-rules';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

/**
 * The code's photos (document 2, section 2): a grid of one, two or three columns and a lightbox with
 * arrow keys, Escape, a counter, previous and next. Nothing is asked, and nothing shown, for a code
 * without photos; while the list comes, as many placeholders as the record counts hold the space.
 */
export function CodeImages({ code }: { code: Pick<ZarcodeRecord, 'id' | 'zarcode' | 'imageCount'> }) {
  const hasImages = code.imageCount > 0;
  const query = useImagesQuery({ kind: 'saved', zarcodeId: code.id }, { enabled: hasImages });
  if (!hasImages) return null;
  const images = query.data?.images;
  if (query.isError || (images && images.length === 0)) return null;

  return (
    <Card role="region" aria-labelledby="code-images-title">
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle id="code-images-title" className="flex items-center gap-2 text-lg">
          <Images className="size-5 text-primary" aria-hidden />
          Photos
        </CardTitle>
      </CardHeader>
      <CardContent>
        {images ? (
          <ImageGallery images={images} label={`Photos of ${code.zarcode}`} />
        ) : (
          <div className={cn('grid gap-2 sm:gap-3', galleryColumnsClass(code.imageCount))} role="status">
            <span className="sr-only">Loading photos…</span>
            {Array.from({ length: code.imageCount }, (_, index) => (
              <div
                key={index}
                className={cn('animate-pulse rounded-lg bg-muted', code.imageCount === 1 ? 'aspect-video' : 'aspect-[4/3]')}
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
