import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { QR_SIZE_PX } from '../../../domain/zarcode/share-links';
import { RegionCard } from '../region-card';


/** A QR image (of a creator's page; a code's own is on the server's code page) in a card, with its Download QR link. */
export function QrImageCard({ src, alt, fileName, description }: { src: string; alt: string; fileName: string; description: string }) {
  const { t } = useTranslation();
  return (
    <RegionCard
      id="qr-card"
      title={t('codePage:qrTitle')}
      description={description}
      headerClassName="pb-3 sm:pb-4"
      contentClassName="flex flex-col items-center gap-4"
    >
      <img
        src={src}
        alt={alt}
        width={QR_SIZE_PX}
        height={QR_SIZE_PX}
        loading="lazy"
        className="aspect-square h-auto w-full max-w-[300px] rounded-md border border-border bg-white"
      />
      <Button asChild variant="outline" className="w-full">
        <a href={src} download={fileName}>
          <Download aria-hidden />
          {t('codePage:downloadQr')}
        </a>
      </Button>
    </RegionCard>
  );
}
