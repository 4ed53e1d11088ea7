import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { BUNDLE_VALIDITY_MONTHS } from '../../../domain/bundles/bundles';

/**
 * Every word of the landing page (/ and /home), in one place: the page's components only lay them
 * out. Values that change (prices, the offer's discount, its end) come as arguments.
 */
export const LANDING_TEXT = {
  anchors: {
    why: `Why ${PRODUCT_NAME_PLURAL}`,
    how: 'How it works',
    pricing: 'Pricing',
    contact: 'Contact',
  },
  hero: {
    eyebrow: 'Made for South Africa',
    title: 'A short code for every South African location',
    /** The intro around an example code, shown in monospace between the two parts. */
    intro: {
      beforeExample: `Turn any address, farm gate or township stand into a 7-character ${PRODUCT_NAME} like `,
      afterExample: '. Couriers, ambulances and visitors find it the first time.',
    },
    example: '1CT-7K2M',
    searchLabel: `Look up a ${PRODUCT_NAME} or an address`,
    searchPlaceholder: 'e.g. 1CT-7K2M or Long Street, Cape Town',
    generate: `Generate a ${PRODUCT_NAME}`,
    howLink: 'See how it works',
    stats: [
      { value: '9', label: 'provinces covered' },
      { value: '30%', label: 'faster delivery' },
      { value: '7', label: 'characters to share' },
    ],
    sample: {
      place: 'Sea Point, Cape Town · Western Cape',
      maps: 'Open in Maps',
      whatsApp: 'Share on WhatsApp',
    },
  },
  banner: {
    label: 'Summer offer',
    /** "30% off" or "R5.00 off", and the date it ends when it has one. */
    message: (discount: string, until: string | null) =>
      `Summer special${until ? ` until ${until}` : ''}: ${discount} off with voucher code`,
    claim: 'Claim the offer',
  },
  why: {
    title: `Why ${PRODUCT_NAME_PLURAL}?`,
    intro: "Street addresses don't reach every door in South Africa. A code does.",
    reasons: [
      { title: 'Pinpoint accuracy', text: 'GPS coordinates to the exact gate, door or loading bay, not just the street.' },
      { title: '30% faster delivery', text: 'Couriers stop searching and start delivering. Fewer calls, fewer failed drops.' },
      { title: 'Emergency ready', text: 'Ambulances, fire and security find you quickly when every minute counts.' },
      { title: 'Works everywhere', text: 'Townships, farms, estates and rural stands across all 9 provinces.' },
    ],
  },
  how: {
    title: 'How it works',
    intro: 'Three steps, a few minutes.',
    step: (n: number) => `Step ${n}: `,
    steps: [
      { title: 'Pin your location', text: 'Search an address or drop a pin exactly where people must go.' },
      { title: 'Add the details', text: 'Give it a title, directions and photos. Pay once and your code is created.' },
      { title: 'Share your code', text: 'Send it on WhatsApp, print the QR code or add it to your business page.' },
    ],
  },
  pricing: {
    title: 'Simple, once-off pricing',
    intro: 'Pay only for the codes you create.',
    cardTitle: `Pay per ${PRODUCT_NAME}`,
    cardIntro: 'One-time payment, VAT included. No subscription.',
    perCode: 'per code',
    included: [
      'Precise GPS location and full address',
      'Shareable code page with QR code',
      'Photos to help people find the door',
      'Works with Google Maps, Waze and WhatsApp',
    ],
    choose: 'Choose how many',
    codes: (count: number) => `${count} ${count === 1 ? PRODUCT_NAME : PRODUCT_NAME_PLURAL}`,
    save: (percent: number) => `Save ${percent}%`,
    buy: (count: number) => (count === 1 ? 'Create' : `Buy ${count}`),
    buyLabel: (count: number, price: string) =>
      count === 1 ? `Create 1 ${PRODUCT_NAME} for ${price}` : `Buy ${count} ${PRODUCT_NAME_PLURAL} for ${price}`,
    bundleNote: `Bundles are valid for ${BUNDLE_VALIDITY_MONTHS} months.`,
    note: 'Prices in South African Rand, including VAT.',
  },
  contact: {
    title: 'Get in touch',
    intro: 'Questions about codes, bundles or deliveries? Send us a message.',
    emailUs: 'Or email us at',
  },
};
