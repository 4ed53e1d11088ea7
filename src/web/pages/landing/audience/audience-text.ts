import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../../domain/brand';
import { BUNDLES, BUNDLE_TYPES } from '../../../../domain/bundles/bundles';
import { PUBLIC_PAGES } from '../../../../domain/site/pages';
import { TESTIMONIALS } from './testimonials';

/** What an audience page says; the layout is audience-page.tsx. `price` is today's price ("R19.00"). */
export interface AudienceText {
  title: string;
  eyebrow: string;
  heading: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  signUp: string;
  priceLine: (price: string) => string;
  benefitsTitle: string;
  benefits: { title: string; text: string }[];
  examplesTitle: string;
  examplesNote: string;
  examples: readonly { place: string; text: string }[];
  supportTitle: string;
  supportText: string;
  supportEmailLead: string;
  supportPageLink: string;
  supportSubject: string;
  finalTitle: string;
  finalText: string;
  finalButton: string;
}

const bundleSizes = BUNDLE_TYPES.map((type) => BUNDLES[type].codes).join(', ').replace(/, (\d+)$/, ' or $1');

const shared = {
  emailLabel: 'Your e-mail address',
  emailPlaceholder: 'you@example.co.za',
  signUp: 'Sign up',
  priceLine: (price: string) => `${price} per ${PRODUCT_NAME}, once-off, VAT included. No subscription.`,
  examplesNote: 'Examples of how a code helps, not quotes from customers.',
  supportEmailLead: 'E-mail us at',
  supportPageLink: 'Or send us a message from the Support page',
  finalButton: 'Create your free account',
};

export const TOWNSHIP_TEXT: AudienceText = {
  ...shared,
  title: PUBLIC_PAGES.township.title,
  eyebrow: 'For township businesses',
  heading: 'Put your business on the map, even where the street has no name',
  intro: `A ${PRODUCT_NAME} takes customers, suppliers and deliveries to your exact door: your spaza, salon, car wash or stand. Share it on WhatsApp, print it on a sign, paste it on your Facebook page.`,
  benefitsTitle: `Why township businesses use ${PRODUCT_NAME_PLURAL}`,
  benefits: [
    { title: 'Customers find you', text: 'One short code leads to your gate, with photos of your shopfront and directions in Google Maps or Waze.' },
    { title: 'Deliveries arrive', text: 'Stock and orders stop getting lost in the next street: drivers follow the pin, not a description.' },
    { title: 'Easy to share', text: 'Seven characters fit on a sign, a flyer, a WhatsApp status and a business card, with a QR code to scan.' },
    { title: 'Pay once', text: 'No monthly fees and no data-hungry app: the code works in any phone browser.' },
  ],
  examplesTitle: 'How a code helps',
  examples: TESTIMONIALS.township,
  supportTitle: 'Help when you need it',
  supportText: 'Our support team answers e-mail from township businesses within 4 hours.',
  supportSubject: 'Township business',
  finalTitle: 'Ready to be found?',
  finalText: 'Create your account, drop a pin on your door and share your code today.',
};

export const FARMERS_TEXT: AudienceText = {
  ...shared,
  title: PUBLIC_PAGES.farmers.title,
  eyebrow: 'For farmers',
  heading: 'Every gate, packhouse and camp, one short code away',
  intro: `Farm addresses are long and roads have no names. A ${PRODUCT_NAME} takes trucks, contractors, vets and emergency services straight to the right gate, not just to the farm.`,
  benefitsTitle: `Why farmers use ${PRODUCT_NAME_PLURAL}`,
  benefits: [
    { title: 'The right gate', text: 'A code for each entrance, loading bay, dam or camp, placed to a few metres.' },
    { title: 'Emergencies reach you', text: 'Read the code to an ambulance or fire crew over the phone: it is spelt out for you on the code page.' },
    { title: 'Deliveries and collections', text: 'Give the code to transporters and buyers once; they navigate there with Google Maps or Waze.' },
    { title: 'Bundles for many places', text: `Buy codes in bundles of ${bundleSizes} at a discount for every point on the farm.` },
  ],
  examplesTitle: 'How a code helps',
  examples: TESTIMONIALS.farmers,
  supportTitle: 'Help when you need it',
  supportText: 'Our support team answers e-mail from farmers within 24 hours.',
  supportSubject: 'Farm',
  finalTitle: 'Put your farm on the map',
  finalText: 'Create your account and make a code for the first gate in a few minutes.',
};
