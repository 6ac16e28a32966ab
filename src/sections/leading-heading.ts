import { htmlWindow } from './sanitize-html';

/** Which leading heading of an HTML text repeats the heading the page already shows above it. */
export type RepeatedHeading = { always: true } | { sameAs: string };

const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The HTML without its first element when that is a heading the page already shows: a legal text opens with its
 * own title under the page's "Privacy policy", a post's body may open with the post's title.
 */
export function withoutRepeatedHeading(html: string, repeated: RepeatedHeading): string {
  const dom = htmlWindow();
  const template = dom.document.createElement('template');
  template.innerHTML = html;
  const first = Array.from(template.content.childNodes).find((node) => node.nodeType !== dom.Node.TEXT_NODE || words(node.textContent) !== '');
  if (!(first instanceof dom.HTMLElement) || !/^H[1-6]$/.test(first.tagName)) return html;
  if ('sameAs' in repeated && words(first.textContent) !== words(repeated.sameAs)) return html;
  first.remove();
  return template.innerHTML;
}
