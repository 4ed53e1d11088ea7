import { authMail } from '../auth/mail';
import { changeRequestMail } from '../change-requests/mail';
import { messageMail } from '../messages/mail';
import { notificationMail } from '../notifications/mail';
import { systemCheckMail } from '../system-checks/mail';
import { userMail } from '../users/mail';
import type { MailTemplate } from './template';

/**
 * Every e-mail the product sends, by name. A feature declares its own in its `mail.ts`; this
 * table gathers them for sending, the log and the previews.
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
export type MailData<Name extends MailTemplateName> =
  (typeof mailTemplates)[Name] extends MailTemplate<infer Data> ? Data : never;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
