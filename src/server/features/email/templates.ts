import { authMail } from '../auth/mail';
import { changeRequestMail } from '../change-requests/mail';
import { messageMail } from '../messages/mail';
import { notificationMail } from '../notifications/mail';
import { systemCheckMail } from '../system-checks/mail';
import { userMail } from '../users/mail';

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
};

export type MailTemplateName = keyof typeof mailTemplates;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
