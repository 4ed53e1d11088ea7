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

/** A feature's e-mails by name (its `mail.ts`); a name is unique across the product. */
export type MailTable = Record<string, MailTemplate<unknown>>;

/** The data a template of a table is rendered from. */
export type MailData<Template> = Template extends MailTemplate<infer Data> ? Data : never;

/** Declares a template; the data type is taken from `sample` and `render`. */
export function mailTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}
