import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';

/** The landing page's sections, in page order; ids are the header's anchors. */
export const LANDING_ANCHORS = [
  { id: `why-${PRODUCT_NAME_PLURAL.toLowerCase()}`, label: `Why ${PRODUCT_NAME_PLURAL}` },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'contact', label: 'Contact' },
] as const;

export const [WHY_ANCHOR, HOW_ANCHOR, PRICING_ANCHOR, CONTACT_ANCHOR] = LANDING_ANCHORS;
