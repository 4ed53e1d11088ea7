// The seo feature's face: what the rest of the server may use of it.
export { createPageMetaLookup } from './page-meta';
