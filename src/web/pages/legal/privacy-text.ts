import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { PAYMENT_RECORDS_KEPT_YEARS } from '../../../domain/payments/payments';
import type { PrivacyProcessingReply } from '../../../domain/privacy/schemas';
import type { LegalDocument, LegalSection } from '../../components/legal/legal-document';

/**
 * The privacy policy, written for POPIA (the Protection of Personal Information Act 4 of 2013). It
 * names people by their role, never by name, and the one contact is SUPPORT_EMAIL. Change the date
 * when the words change, and keep it true: what is collected, kept and shared is what the code does.
 * Who receives personal data and how long each kind is kept come from the running server
 * (GET /api/privacy/processing: the services its settings switch on, the retention jobs it runs);
 * until they have loaded, the sections say it in general words.
 */
export function privacyText(processing: PrivacyProcessingReply | undefined): LegalDocument {
  return {
    ...PRIVACY_TEXT,
    sections: PRIVACY_TEXT.sections.map((section) => {
      if (!processing) return section;
      if (section.title === RECIPIENTS_TITLE) return recipientsSection(processing);
      if (section.title === RETENTION_TITLE) return retentionSection(processing);
      return section;
    }),
  };
}

const RECIPIENTS_TITLE = '5. Who receives your information';
const RETENTION_TITLE = '6. How long we keep it';

function recipientsSection({ processors }: PrivacyProcessingReply): LegalSection {
  return {
    title: RECIPIENTS_TITLE,
    paragraphs: ['We do not sell personal information. It reaches others only to run the service. As the service is set up now, these are:'],
    points: [
      ...processors.map((processor) => `${processor.name}${processor.host ? ` (${processor.host})` : ''}: ${processor.purpose}`),
      'Anyone you share a code with sees what that code shows; public codes can be found by anyone.',
    ],
  };
}

function retentionSection({ retention }: PrivacyProcessingReply): LegalSection {
  return {
    title: RETENTION_TITLE,
    paragraphs: ['Each kind of information is kept as long as it is needed, then deleted; the deletions on a schedule are done by the service itself:'],
    points: retention.map((rule) => `${rule.data}: ${rule.keptFor}.`),
  };
}

export const PRIVACY_TEXT: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'November 29, 2026',
  sections: [
    {
      title: '1. Who is responsible',
      paragraphs: [
        `The responsible party for the personal information processed through ${PRODUCT_NAME}, as the Protection of Personal Information Act (POPIA) calls it, is the operator of the ${PRODUCT_NAME} service. Its information officer deals with every privacy question and request.`,
        { email: { before: 'You can reach the information officer at ', after: '. Please say "Privacy" in the subject line.' } },
      ],
    },
    {
      title: '2. What we collect, and why',
      paragraphs: ['We collect only what the service needs:'],
      points: [
        'Your account: first and last name, e-mail address, an optional contact number and your password (stored only as a one-way hash). We use them to sign you in, to send you the e-mails you ask for (such as a password reset) and to answer you.',
        `Your ${PRODUCT_NAME_PLURAL}: the location, address, title, description and privacy setting you enter. A public code shows its title and description to anyone with the code; a private code shows only its location.`,
        'Photos you add to a code: we re-encode every photo and strip all its metadata (including the GPS position and camera details a phone stores in it) before we keep it. The original file is not kept.',
        'Payments: what you bought, the amount, the VAT and the voucher used. Card payments are made on PayFast\u2019s pages: your card details never reach us.',
        'Contact messages: the name, e-mail address, subject and message you send through the contact form, so that we can answer.',
        'E-mails we send you: a copy is kept in our e-mail log (for a password reset, only that it was sent, not the link), so that we can see it was delivered and resend it.',
        'Security records: the network address of requests, counted for a short while to limit abuse (such as repeated sign-in attempts), and written in the server\u2019s logs; administrators\u2019 changes are kept in an audit log with their network address.',
        'Analytics: only if you choose Accept on our analytics notice (see section 4). If you are signed in, your answer is kept with your account, with when you gave it and which version of the notice you read.',
      ],
    },
    {
      title: '3. What your browser keeps',
      paragraphs: ['We keep a few items in your browser\u2019s local storage, not in cookies:'],
      points: [
        'auth_token: your sign-in token, so that you stay signed in.',
        'auth_user: your name and role, to show the right menus.',
        'last_activity: when you last used the site, so that an idle session ends.',
        'analytics_consent: your answer to the analytics notice (and analytics_purchases, the payments already counted), so that we do not ask again.',
      ],
    },
    {
      title: '4. Analytics',
      paragraphs: [
        'Where analytics is switched on, we ask first. Only after you choose Accept does your browser load Google Tag Manager, which may set analytics cookies; IP addresses are anonymised and cookies are limited to this site (SameSite=Strict, Secure). If you choose Decline, or never answer, nothing is loaded and nothing is sent. Signed in, you can change your answer on your profile page; otherwise clear this site\u2019s data in your browser and choose again.',
      ],
    },
    {
      title: RECIPIENTS_TITLE,
      paragraphs: ['We do not sell personal information. It reaches others only to run the service:'],
      points: [
        'PayFast, our payment partner, receives what a payment needs (the amount, what is bought and your name and e-mail address).',
        'Our e-mail provider delivers the e-mails we send you.',
        'Map tiles are loaded from the map tile server (OpenStreetMap unless configured otherwise), which sees your network address and the area of the map you view, as any website does.',
        'Google Tag Manager and the tags it loads, only after you choose Accept.',
        'Anyone you share a code with sees what that code shows; public codes can be found by anyone.',
      ],
    },
    {
      title: RETENTION_TITLE,
      paragraphs: [],
      points: [
        `Payment records: ${PAYMENT_RECORDS_KEPT_YEARS} years, as South African tax law requires.`,
        `Your account and your ${PRODUCT_NAME_PLURAL}: until you delete them or ask us to.`,
        'Photos not attached to a code: deleted within a day.',
        'Contact messages: as long as needed to answer you and follow up.',
        'Counts of requests per network address: deleted once their limit\u2019s time window has passed (an hour at most).',
      ],
    },
    {
      title: '7. Your rights',
      paragraphs: ['Under POPIA you may:'],
      points: [
        'ask whether we hold personal information about you, and for a copy of it (access): signed in, choose Download my data on your profile page for a copy of all of it, once a day;',
        'ask us to correct information that is wrong or out of date (most of it you can change yourself on your profile);',
        'ask us to delete information we no longer have a reason to keep: signed in, choose Delete my account on your profile page (your payments are kept for the tax records, without your name or e-mail address), or ask us by e-mail;',
        'object to our processing of your information, including for direct marketing.',
      ],
    },
    {
      title: '8. How to ask, and how to complain',
      paragraphs: [
        { email: { before: 'Send any request to our information officer at ', after: '. We answer within 30 days and may ask you to confirm who you are first.' } },
        'If you are not satisfied with our answer, you may complain to the Information Regulator (South Africa), which oversees POPIA: see inforegulator.org.za for how to lodge a complaint.',
      ],
    },
    {
      title: '9. Security',
      paragraphs: [
        'Passwords are stored only as one-way hashes (Argon2id), sign-in tokens expire and can be ended by signing out, and only administrators can see account details, for the purpose of running the service.',
      ],
    },
  ],
};
