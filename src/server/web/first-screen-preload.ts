/** Pages whose first screen's largest picture is the item's own: a product's, an activity's poster, a post's. */
const PICTURE_PAGES = /^\/(?:shop|activity|post)\/\d{1,9}\/?$/;

const unescaped = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Of the image preloads React writes for a server-rendered page (every eager img: the logo, the banner, avatars,
 * cards), the one worth fetching before the stylesheet and the scripts are done: the largest picture of the first
 * screen, asked with high priority. That is the item's own picture on a product, activity or post page; the other
 * pages' first screens are led by text (home's hero is preloaded apart, on the widths that show it: hero-preload.ts)
 * and their images are found by the browser in the HTML anyway. `layoutImages` are the frame's pictures (the club's
 * logo and banner), never the item's. Empty when there is none.
 */
export function firstScreenPreload(reactPreloads: string, path: string, layoutImages: readonly string[]): string {
  if (!PICTURE_PAGES.test(path)) return '';
  for (const link of reactPreloads.match(/<link [^>]*\/?>/g) ?? []) {
    const href = /\shref="([^"]*)"/.exec(link)?.[1];
    if (!href || !/\sas="image"/.test(link) || layoutImages.includes(unescaped(href))) continue;
    return /\sfetchpriority=/i.test(link) ? link : link.replace(/\s*\/?>$/, ' fetchpriority="high"/>');
  }
  return '';
}
