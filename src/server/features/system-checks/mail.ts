import { PRODUCT_NAME } from '../../../domain/brand';
import { mailTemplate } from '../../mail/template';

export const systemCheckMail = {
  'test-email': mailTemplate<{ sentBy: string }>({
    description: 'Sent from System Settings or the e-mail page to check that delivery works.',
    sample: { sentBy: 'admin@example.com' },
    render: ({ sentBy }) => ({
      subject: `${PRODUCT_NAME} test email`,
      text: `This is a test email from ${PRODUCT_NAME}, sent by ${sentBy} from System Settings.\n\nIf you can read it, e-mail delivery works.`,
    }),
  }),
};
