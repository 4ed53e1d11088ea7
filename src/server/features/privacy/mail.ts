import { PRODUCT_NAME } from '../../../domain/brand';
import { DATA_EXPORT_KEPT_HOURS } from '../../../domain/privacy/privacy';
import { mailTemplate } from '../../mail/template';

/** Mail about a person's privacy rights: sent whatever emailNotifications says. */
export const privacyMail = {
  'data-export-ready': mailTemplate<{ firstName: string; expiresAt: string }>({
    description: 'Sent when the copy of their data that a person asked for (Download my data) is ready.',
    sample: { firstName: 'Thandi', expiresAt: '2026-12-04 09:30 SAST' },
    render: ({ firstName, expiresAt }, { publicUrl, supportEmail }) => ({
      subject: `Your ${PRODUCT_NAME} data is ready to download`,
      text: [
        `Hello ${firstName},`,
        '',
        `The copy of your ${PRODUCT_NAME} data that you asked for is ready. Sign in and download it from your profile page:`,
        `${publicUrl}/profile`,
        '',
        `It is kept for ${DATA_EXPORT_KEPT_HOURS} hours, until ${expiresAt}, and then deleted. Only you can download it, signed in to your account.`,
        '',
        `If you did not ask for it, change your password and contact ${supportEmail}.`,
      ].join('\n'),
    }),
  }),
};
