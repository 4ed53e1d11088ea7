import { Download } from 'lucide-react';
import { PRODUCT_NAME } from '../../../domain/brand';
import { qrImageUrl } from '../../api/zarcodes';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { qrFileName } from '../../../domain/zarcode/share-links';

/** Section 9: the QR image is 300 px. */
export const QR_SIZE_PX = 300;

/**
 * The code's QR image and a Download QR button saving it as ZARcode-1CT-7K2M.png. A plain link with
 * `download`: the browser saves the same cached PNG it shows, with no script in between.
 */
export function QrCard({ code }: { code: string }) {
  const src = qrImageUrl(code, QR_SIZE_PX);
  return (
    <Card role="region" aria-labelledby="qr-card-title">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="qr-card-title" className="text-lg">
          QR code
        </CardTitle>
        <CardDescription>Print it at the gate or on a parcel: a phone camera opens this page.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        <img
          src={src}
          alt={`QR code for ${PRODUCT_NAME} ${code}`}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          loading="lazy"
          className="aspect-square h-auto w-full max-w-[300px] rounded-md border border-border bg-white"
        />
        <Button asChild variant="outline" className="w-full">
          <a href={src} download={qrFileName(code)}>
            <Download aria-hidden />
            Download QR
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
