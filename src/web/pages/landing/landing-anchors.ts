import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { LANDING_TEXT } from './landing-texts';

/** The landing page's sections, in page order; ids are the header's anchors. */
export const LANDING_ANCHORS = [
  { id: `why-${PRODUCT_NAME_PLURAL.toLowerCase()}`, label: LANDING_TEXT.anchors.why },
  { id: 'how-it-works', label: LANDING_TEXT.anchors.how },
  { id: 'pricing', label: LANDING_TEXT.anchors.pricing },
  { id: 'contact', label: LANDING_TEXT.anchors.contact },
] as const;

export const [WHY_ANCHOR, HOW_ANCHOR, PRICING_ANCHOR, CONTACT_ANCHOR] = LANDING_ANCHORS;
