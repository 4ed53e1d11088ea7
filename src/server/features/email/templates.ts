import { authMail } from '../auth';
import { changeRequestMail } from '../change-requests';
import { messageMail } from '../messages';
import { notificationMail } from '../notifications';
import { privacyMail } from '../privacy';
import { systemCheckMail } from '../system-checks';
import { userMail } from '../users';

/**
 * Every e-mail the product sends, by name. A feature declares its own in its `mail.ts` and sends
 * from that table; this one gathers them for the super admin's list and previews.
 */
export const mailTemplates = {
  ...authMail,
  ...changeRequestMail,
  ...systemCheckMail,
  ...userMail,
  ...messageMail,
  ...notificationMail,
  ...privacyMail,
};

export type MailTemplateName = keyof typeof mailTemplates;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
