import { PRODUCT_NAME } from '../../../domain/brand';
import { isTypedCode } from '../../../domain/zarcode/typed-code';
import type { Database } from '../../db/client';
import type { PageMeta } from '../../plugins/web';
import { findZarcodeByTypedCode } from './service';

/**
 * Link-preview tags for a shared code, whichever path shows it (`/zarcodes/{code}`, `/{code}`,
 * `/{creator}/{code}`): the code, its place, and the title only when the code is public. The preview
 * image is the code's QR; the canonical address is `/zarcodes/{code}`. A private code keeps its
 * preview (it is shared on purpose) but is kept out of search engines.
 */
export function createCodePageMeta(db: Database, publicUrl: string) {
  return async (typedCode: string): Promise<PageMeta | null> => {
    if (!isTypedCode(typedCode)) return null;
    const row = await findZarcodeByTypedCode(db, typedCode);
    if (!row) return null;
    const place = [row.suburb, row.city, row.province].filter(Boolean).join(', ');
    const isPublic = row.privacy === 'public';
    return {
      title: isPublic ? `${row.title} · ${row.code} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} ${row.code}`,
      description: `${PRODUCT_NAME} ${row.code}: ${place}. Open it to navigate there with Google Maps or Waze.`,
      url: `${publicUrl}/zarcodes/${row.code}`,
      image: `${publicUrl}/api/qr/${row.code}?size=600`,
      noindex: !isPublic,
    };
  };
}
