import { PRODUCT_NAME } from '../../../domain/brand';
import { mailTemplate } from '../../mail/template';

/** The original message quoted under a reply, as mail programs quote. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

export const messageMail = {
  'contact-reply': mailTemplate<{ name: string; subject: string; original: string; reply: string }>({
    description: "An admin's answer to a message sent through the contact form.",
    sample: {
      name: 'Bongani',
      subject: 'Codes for my farm',
      original: 'How do I make codes for the gates of my farm near Tzaneen?',
      reply: 'Open the generator, drop the pin on each gate and give it a title such as "North gate".',
    },
    render: ({ name, subject, original, reply }, { supportEmail }) => ({
      subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
      text: [
        `Hello ${name},`,
        '',
        reply,
        '',
        `${PRODUCT_NAME} support`,
        `For anything else, write to ${supportEmail}.`,
        '',
        'You wrote:',
        quoted(original),
      ].join('\n'),
    }),
  }),
};
