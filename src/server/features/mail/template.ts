/** What every template may mention besides its own data. */
export interface MailContext {
  publicUrl: string;
  supportEmail: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

export interface MailTemplate<Data> {
  /** One line for the super admin's e-mail page. */
  description: string;
  /**
   * The body holds a secret (a reset link): it is not kept in the e-mail log, so it cannot be
   * read back or resent.
   */
  sensitive?: boolean;
  /** Example data, for the preview on the e-mail page. */
  sample: Data;
  render(data: Data, context: MailContext): RenderedMail;
}

/** Declares a template; the data type is taken from `sample` and `render`. */
export function mailTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}
