import { and, eq } from 'drizzle-orm';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { PUBLIC_PAGES, isPrivatePath, pageTitle, type PublicPage, type PublicPageName } from '../../../domain/site/pages';
import { isTypedCode } from '../../../domain/zarcode/typed-code';
import type { Database } from '../../db/client';
import { creatorProfiles } from '../../db/schema';
import type { PageMeta, PageMetaLookup } from '../../plugins/web';
import { isCreatorListedPublicly, createCodePageMeta } from '../zarcodes';

const CODES_SEGMENT = PRODUCT_NAME_PLURAL.toLowerCase();

/** The web app's page module of each public page (src/web/...), whose chunks the server preloads. */
const PAGE_MODULES: Record<PublicPageName, string> = {
  landing: 'pages/landing/landing-page.tsx',
  township: 'pages/landing/township-page.tsx',
  farmers: 'pages/landing/farmers-page.tsx',
  terms: 'pages/legal/terms-page.tsx',
  privacy: 'pages/legal/privacy-page.tsx',
  support: 'pages/support/support-page.tsx',
};
const CREATOR_PAGE_MODULE = 'pages/creator/creator-public-page.tsx';
const NOINDEX: PageMeta = { noindex: true };

/**
 * The head of every page the server sends (plugins/web.ts): public pages get their title,
 * description, canonical address (under PUBLIC_URL) and Open Graph tags; code and creator pages
 * theirs from the database; signed-in pages, the admin area, private codes, creators not listed
 * publicly and unknown paths get `noindex`.
 */
export function createPageMetaLookup(db: Database, publicUrl: string): PageMetaLookup {
  const codeMeta = createCodePageMeta(db, publicUrl);
  const publicPages = new Map<string, PublicPage & { module: string }>(
    Object.entries(PUBLIC_PAGES).map(([name, page]) => [page.path, { ...page, module: PAGE_MODULES[name as PublicPageName] }]),
  );

  async function creatorMeta(slug: string): Promise<PageMeta> {
    const [creator] = await db
      .select({ displayName: creatorProfiles.displayName, slug: creatorProfiles.slug })
      .from(creatorProfiles)
      .where(and(eq(creatorProfiles.slug, slug), isCreatorListedPublicly))
      .limit(1);
    if (!creator) return NOINDEX;
    return {
      title: pageTitle(creator.displayName),
      description: `${creator.displayName} on ${PRODUCT_NAME}: their public ${PRODUCT_NAME_PLURAL} on a map, each with directions, photos and a QR code.`,
      url: `${publicUrl}/${encodeURIComponent(creator.slug)}`,
      module: CREATOR_PAGE_MODULE,
    };
  }

  return async (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = publicPages.get(path);
    if (page) {
      return {
        title: pageTitle(page.title),
        description: page.description,
        url: `${publicUrl}${path === '/' ? '/' : path}`,
        module: page.module,
      };
    }
    if (isPrivatePath(path)) return NOINDEX;
    const segments = path.split('/').slice(1);
    const [first = '', second] = segments;
    // Code pages are the server's own (features/code-page); these heads serve only if it could not render one.
    if (segments.length === 1 && isTypedCode(first)) return (await codeMeta(first)) ?? NOINDEX;
    if (segments.length === 1) return creatorMeta(first);
    if (segments.length === 2 && first === CODES_SEGMENT) return (await codeMeta(second!)) ?? NOINDEX;
    if (segments.length === 2 && isTypedCode(second!)) return (await codeMeta(second!)) ?? NOINDEX;
    return NOINDEX;
  };
}
