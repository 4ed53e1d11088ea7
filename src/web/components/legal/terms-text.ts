import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { LegalDocument } from './legal-document';

/**
 * The terms of service: the one text that both /terms-of-service and the
 * generator's terms dialog show. Change the date when the words change.
 */
export const TERMS_TEXT: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'August 1, 2025',
  sections: [
    {
      title: '1. The service',
      paragraphs: [
        `${PRODUCT_NAME} gives a place in South Africa a unique 7-character code tied to its GPS coordinates and the address details you enter. You choose the point on the map and you are responsible for placing it accurately and for having the right to publish the location and details you add.`,
        `Public ${PRODUCT_NAME_PLURAL} show their title and description to anyone with the code; private ones show only the location. Anyone with a code can see where it points.`,
      ],
    },
    {
      title: '2. Payment',
      paragraphs: [
        `Each ${PRODUCT_NAME} is a one-time purchase at the price shown, including VAT. Payments are processed by our payment partner (PayFast); we never see or store your card details.`,
      ],
    },
    {
      title: '3. Credits and bundles',
      paragraphs: [
        `Bundle credits are for your own account: they are non-transferable, cannot be exchanged for cash and expire at the end of the bundle's validity. One credit creates one ${PRODUCT_NAME}.`,
      ],
    },
    {
      title: '4. Governing law',
      paragraphs: ['These terms are governed by the laws of the Republic of South Africa.'],
    },
    {
      title: '5. Contact',
      paragraphs: [
        { email: { before: `Questions about these terms or your ${PRODUCT_NAME_PLURAL}? Write to `, after: '.' } },
      ],
    },
  ],
};
