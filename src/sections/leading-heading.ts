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

/**
 * The HTML with its headings moved so the highest of them sits one level below `level` (the page's heading above
 * it), the others keeping their distance to it (at most h6): a club's text written with h3 under the page's h1
 * reads h2, its h4 h3. Attributes and content stay as they are.
 */
export function headingsUnder(html: string, level: number): string {
  const dom = htmlWindow();
  const template = dom.document.createElement('template');
  template.innerHTML = html;
  const headings = Array.from(template.content.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return html;
  const levelOf = (element: Element) => Number(element.tagName.slice(1));
  const shift = Math.min(level, 5) + 1 - Math.min(...headings.map(levelOf));
  if (shift === 0) return html;
  for (const heading of headings) {
    const moved = dom.document.createElement(`h${Math.min(Math.max(levelOf(heading) + shift, 1), 6)}`);
    for (const attribute of Array.from(heading.attributes)) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...Array.from(heading.childNodes));
    heading.replaceWith(moved);
  }
  return template.innerHTML;
}
