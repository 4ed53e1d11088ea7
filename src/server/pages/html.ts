/**
 * HTML written by the server: a tagged template that escapes every value put into it, so that a
 * code's title or an address can never break out of the page. Markup made elsewhere goes in as
 * `Html` (another `html` template, or `trusted` text the server itself wrote).
 */

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** What may be put into a template: text (escaped), markup, lists of either, or nothing. */
export type HtmlValue = string | number | Html | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let text = strings[0]!;
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1]!;
  });
  return new Html(text);
}

/** Markup the server wrote itself (an icon, the page's own CSS): put in as it is. */
export function trusted(text: string): Html {
  return new Html(text);
}

/**
 * JSON for a `<script type="application/json">` block: `<` is written as \u003c, so that no value
 * can end the block early (`</script>`) or open a comment.
 */
export function jsonForHtml(value: unknown): Html {
  return new Html(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}
