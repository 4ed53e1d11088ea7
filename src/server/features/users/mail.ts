import { PRODUCT_NAME } from '../../../domain/brand';
import { mailTemplate } from '../../mail/template';

/** Account mail about the profile: sent whatever emailNotifications says. */
export const userMail = {
  'email-changed': mailTemplate<{ firstName: string; newEmail: string }>({
    description: 'Sent to the old address when a user changes the e-mail of their account.',
    sample: { firstName: 'Thandi', newEmail: 'thandi.new@example.com' },
    render: ({ firstName, newEmail }, { supportEmail }) => ({
      subject: `The e-mail of your ${PRODUCT_NAME} account was changed`,
      text: [
        `Hello ${firstName},`,
        '',
        `The e-mail address of your ${PRODUCT_NAME} account was changed to ${newEmail}. You now sign in with that address.`,
        '',
        `If you did not do this, contact ${supportEmail} at once.`,
      ].join('\n'),
    }),
  }),
};
