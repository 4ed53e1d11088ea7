import { z } from 'zod';
import { QR_DEFAULT_SIZE } from './qr';

const sizeMessage = 'size must be a whole number of pixels from 100 to 1000';

/** `?size=`: the QR picture's width and height in pixels. */
export const qrSizeQuerySchema = z.object({
  size: z.coerce
    .number({ error: sizeMessage })
    .int({ error: sizeMessage })
    .min(100, { error: sizeMessage })
    .max(1000, { error: sizeMessage })
    .default(QR_DEFAULT_SIZE),
});
