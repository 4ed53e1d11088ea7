import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { BUNDLES, BUNDLE_TYPES, BUNDLE_VALIDITY_MONTHS } from '../../../domain/bundles/bundles';

const bundleList = BUNDLE_TYPES.map((type) => `${BUNDLES[type].label}: ${BUNDLES[type].codes} codes at ${BUNDLES[type].discountPercent}% off`).join('; ');

/** Every word of /support, in one place. `price` is today's price per code ("R19.00"). */
export const SUPPORT_TEXT = {
  title: 'How can we help?',
  intro: `Answers to the questions people ask most about ${PRODUCT_NAME_PLURAL}, and a form to reach our support team.`,
  faqTitle: 'Questions and answers',
  topics: [
    {
      title: `${PRODUCT_NAME_PLURAL}`,
      questions: [
        {
          question: `What is a ${PRODUCT_NAME}?`,
          answer: `A 7-character code, such as 1CT-7K2M, tied to an exact point on the map, an address, a title and photos. Share it on WhatsApp, print its QR code or read it over the phone: anyone who opens it can navigate there with Google Maps or Waze.`,
        },
        {
          question: 'How do I look a code up?',
          answer: `Type it in the search box on our home page, with or without the hyphen, in any case, or open zarcode links such as /1CT-7K2M directly. If you mistype one character we suggest the codes you may have meant.`,
        },
        {
          question: 'What is the difference between a public and a private code?',
          answer: 'A public code shows its title and description to anyone with the code and can be found by search. A private code shows only its location and address: use it for a home.',
        },
      ],
    },
    {
      title: 'Paying and bundles',
      questions: [
        {
          question: `What does a ${PRODUCT_NAME} cost?`,
          answer: (price: string) =>
            `${price} per code, once-off, VAT included. There is no subscription: the code stays yours.`,
        },
        {
          question: 'What are bundles?',
          answer: `Prepaid codes at a discount (${bundleList}), valid for ${BUNDLE_VALIDITY_MONTHS} months. A bundle's credits are for your own account and cannot be transferred or exchanged for cash.`,
        },
        {
          question: 'How do I pay?',
          answer: 'Through PayFast, by card, instant EFT or the other ways PayFast offers. Your card details go to PayFast only; we never see them. A voucher code, such as a seasonal offer, can be entered on the payment page.',
        },
      ],
    },
    {
      title: "Changing a code's location",
      questions: [
        {
          question: 'Can I move my code to another place?',
          answer: `Not directly: a code that has been shared must keep pointing where people expect. Ask for a change from My ${PRODUCT_NAME_PLURAL} (Request Change) and say why. Once an administrator approves it, you have 24 hours to move the point and save; after that the approval lapses and you can ask again.`,
        },
        {
          question: 'What can I change without asking?',
          answer: 'The title, description, privacy and address lines, at any time, from the edit page of your code.',
        },
      ],
    },
    {
      title: 'Creators',
      questions: [
        {
          question: 'What is a creator?',
          answer: `Creators (tour guides, community groups, businesses with many sites) publish ${PRODUCT_NAME_PLURAL} without paying per code, on a public page and map of their own, with their own 3-letter prefix.`,
        },
        {
          question: 'How do I become a creator?',
          answer: 'Send us a message with the subject "Creator profile", telling us who you are and what you would publish. We set up your creator profile and you can start at once.',
        },
      ],
    },
  ],
  contactTitle: 'Contact support',
  contactIntro: 'Write to us and we will answer by e-mail.',
  emailUs: 'Or e-mail us directly at',
} as const;
