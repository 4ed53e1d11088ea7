import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';

/** The landing page's sections, in page order; ids are the header's anchors, labels landing:anchors.<key>. */
export const LANDING_ANCHORS = [
  { id: `why-${PRODUCT_NAME_PLURAL.toLowerCase()}`, key: 'why' },
  { id: 'how-it-works', key: 'how' },
  { id: 'pricing', key: 'pricing' },
  { id: 'contact', key: 'contact' },
] as const;

export const [WHY_ANCHOR, HOW_ANCHOR, PRICING_ANCHOR, CONTACT_ANCHOR] = LANDING_ANCHORS;
