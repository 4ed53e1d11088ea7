import { PRODUCT_NAME } from '../../../domain/brand';
import { isTypedCode } from '../../../domain/zarcode/typed-code';
import type { Database } from '../../db/client';
import type { PageMeta } from '../../plugins/web';
import { findZarcodeByTypedCode } from './service';

const CODE_PAGE = /^\/(?:zarcodes\/)?([^/]+)\/?$/;

/**
 * Link-preview tags for a shared code page (`/zarcodes/{code}` or `/{code}`): the code, its place,
 * and the title only when the code is public. The preview image is the code's QR.
 */
export function createCodePageMeta(db: Database, publicUrl: string) {
  return async (pathname: string): Promise<PageMeta | null> => {
    const segment = CODE_PAGE.exec(pathname)?.[1];
    if (!segment || !isTypedCode(segment)) return null;
    const row = await findZarcodeByTypedCode(db, segment);
    if (!row) return null;
    const place = [row.suburb, row.city, row.province].filter(Boolean).join(', ');
    const isPublic = row.privacy === 'public';
    return {
      title: isPublic ? `${row.title} · ${row.code} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} ${row.code}`,
      description: `${PRODUCT_NAME} ${row.code}: ${place}. Open it to navigate there with Google Maps or Waze.`,
      url: `${publicUrl}/zarcodes/${row.code}`,
      image: `${publicUrl}/api/qr/${row.code}?size=600`,
    };
  };
}
