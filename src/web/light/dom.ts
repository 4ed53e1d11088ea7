/**
 * A new element with its properties (className, textContent, href, type, title...) and children: the
 * light scripts build their few pieces of page with it. Text is always set as text, never as HTML.
 */
export function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  properties: Partial<HTMLElementTagNameMap[Tag]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}
