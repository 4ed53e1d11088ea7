import { Download } from 'lucide-react';
import { PRODUCT_NAME } from '../../../domain/brand';
import { qrImageUrl } from '../../api/zarcodes';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { qrFileName } from './share-links';

/** Section 9: the QR image is 300 px. */
export const QR_SIZE_PX = 300;

/**
 * The code's QR image and a Download QR button saving it as ZARcode-1CT-7K2M.png. A plain link with
 * `download`: the browser saves the same cached PNG it shows, with no script in between.
 */
export function QrCard({ code }: { code: string }) {
  return (
    <QrImageCard
      src={qrImageUrl(code, QR_SIZE_PX)}
      alt={`QR code for ${PRODUCT_NAME} ${code}`}
      fileName={qrFileName(code)}
      description="Print it at the gate or on a parcel: a phone camera opens this page."
    />
  );
}

/** A QR image (of a code, of a creator's page) in a card, with its Download QR link. */
export function QrImageCard({ src, alt, fileName, description }: { src: string; alt: string; fileName: string; description: string }) {
  return (
    <Card role="region" aria-labelledby="qr-card-title">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="qr-card-title" className="text-lg">
          QR code
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
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
            Download QR
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
