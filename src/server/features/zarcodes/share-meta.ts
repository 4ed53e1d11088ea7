import { PRODUCT_NAME } from '../../../domain/brand';
import { DEFAULT_LANGUAGE } from '../../../domain/i18n/languages';
import { placeLine } from '../../../domain/zarcode/code-place';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { codePageUrl, qrImagePath } from '../../../domain/zarcode/share-links';
import { isTypedCode } from '../../../domain/zarcode/typed-code';
import type { Database } from '../../db/client';
import type { PageMeta } from '../../plugins/web';
import { translator, type Translate } from '../../pages/i18n';
import { presentZarcode } from './presenter';
import { findZarcodeByTypedCode } from './service';

/**
 * The head of a code's page (`/zarcodes/{code}`, `/{code}`, `/{creator}/{code}`), for search engines
 * and link previews (WhatsApp, Facebook and X read them without running scripts): the code, its
 * place, and the title only when the presenter let it through (a public code). The preview image is
 * the code's QR; the canonical address is `/zarcodes/{code}`. A private code keeps its preview (it is
 * shared on purpose) but is kept out of search engines.
 */
export function codePageHead(code: ZarcodeRecord, publicUrl: string, t: Translate): PageMeta {
  const isPublic = code.privacy === 'public';
  return {
    title: isPublic && code.title ? `${code.title} · ${code.zarcode} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} ${code.zarcode}`,
    description: t('codePage:headDescription', { code: code.zarcode, place: placeLine(code) }),
    url: codePageUrl(publicUrl, code.zarcode),
    image: `${publicUrl}${qrImagePath(code.zarcode, 600)}`,
    noindex: !isPublic,
  };
}

/** The head of a code no one has: not to be listed by search engines. */
export function missingCodeHead(typed: string, t: Translate): PageMeta {
  return {
    title: `${t('codePage:notFoundTitle')} | ${PRODUCT_NAME}`,
    description: t('codePage:notFoundText', { code: typed }),
    noindex: true,
  };
}

/**
 * The head of a page of the web app that shows a code (the creator's `/{creator}/{code}`), as any
 * visitor may see the code, in English (the server renders the code page itself, in the visitor's
 * language: features/code-page).
 */
export function createCodePageMeta(db: Database, publicUrl: string) {
  return async (typedCode: string): Promise<PageMeta | null> => {
    if (!isTypedCode(typedCode)) return null;
    const row = await findZarcodeByTypedCode(db, typedCode);
    if (!row) return null;
    return codePageHead(presentZarcode(row, null), publicUrl, translator(DEFAULT_LANGUAGE));
  };
}
