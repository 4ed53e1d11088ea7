import { PRODUCT_NAME } from '../../../domain/brand';
import { placeLine } from '../../../domain/zarcode/code-place';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { codePageUrl } from '../../../domain/zarcode/share-links';
import type { PageHead } from '../../plugins/web';
import type { Translate } from '../pages/i18n';
import { qrImagePath } from '../code-page/view';

/**
 * The head of a code's page (`/zarcodes/{code}` or `/{code}`), for search engines and link previews
 * (WhatsApp, Facebook and X read them without running scripts): the code, its place, and the title
 * only when the presenter let it through (a public code). The canonical address is the long form;
 * the preview image is the code's QR.
 */
export function codePageHead(code: ZarcodeRecord, publicUrl: string, t: Translate): PageHead {
  const isPublicTitle = code.privacy === 'public' && code.title;
  return {
    title: isPublicTitle ? `${code.title} · ${code.zarcode} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} ${code.zarcode}`,
    description: t('codePage:headDescription', { code: code.zarcode, place: placeLine(code) }),
    canonicalUrl: codePageUrl(publicUrl, code.zarcode),
    image: `${publicUrl}${qrImagePath(code.zarcode, 600)}`,
  };
}

/** The head of a code no one has: not to be listed by search engines. */
export function missingCodeHead(typed: string, publicUrl: string, t: Translate): PageHead {
  return {
    title: `${t('codePage:notFoundTitle')} | ${PRODUCT_NAME}`,
    description: t('codePage:notFoundText', { code: typed }),
    canonicalUrl: codePageUrl(publicUrl, typed),
    robots: 'noindex',
  };
}
