import { PRODUCT_NAME } from '../../../domain/brand';
import { mailTemplate } from '../../mail/template';

export const authMail = {
  'password-reset': mailTemplate<{ firstName: string; link: string }>({
    description: 'The single-use link to choose a new password, valid one hour.',
    sensitive: true,
    sample: { firstName: 'Thandi', link: 'https://zarcode.example/reset-password?token=example' },
    render: ({ firstName, link }) => ({
      subject: `Reset your ${PRODUCT_NAME} password`,
      text: [
        `Hello ${firstName},`,
        '',
        `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
        'To choose a new password, open this link within one hour:',
        '',
        link,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays the same.',
      ].join('\n'),
    }),
  }),
};
