import { entryAfterPaint } from './entry-after-paint';
import { escapeHtml, previewTags, type LinkPreview } from './preview-tags';

/**
 * Everything a page's HTML carries beyond the portal's index.html, each part made by its own module: the club's
 * colours (club-theme-head.ts), the shared link's title, description and preview (link-previews.ts, preview-tags.ts),
 * the one image preload of the first screen (hero-preload.ts, first-screen-preload.ts) and the server's render
 * (server-render.ts), whose scripts wait until it has painted (entry-after-paint.ts).
 */
export interface PageParts {
  /** The design tokens as a style attribute and the browser's theme-color (clubThemeHead). */
  theme: { style: string; themeColor: string };
  preview?: LinkPreview | null;
  /** At most one `<link rel="preload">`: the largest image of the first screen, on the widths that show it. */
  preload?: string | null;
  /** The server's render: the page's language, the markup of #root and the seed that follows it. */
  rendered?: { language: string; markup: string; seed: string } | null;
}

const ROOT = '<div id="root"></div>';

/**
 * The page's HTML document: the one place index.html is rewritten. Every value is escaped where it is put; a
 * function replacement keeps a `$&` in a club's text as typed. A template without a head is served as it is.
 */
export function pageDocument(template: string, parts: PageParts): string {
  if (!template.includes('</head>')) return template;
  const { theme, preview, preload, rendered } = parts;
  const rootShown = rendered && template.includes(ROOT);
  let html = template;
  if (rootShown) html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(rendered.language)}"`);
  html = html
    .replace(/<html((?:\s+(?!style=)[a-z-]+="[^"]*")*)(?:\s+style="[^"]*")?/, (_tag, attributes: string) => `<html${attributes} style="${escapeHtml(theme.style)}"`)
    .replace(/\s*<meta name="theme-color"[^>]*>/, '');
  const head: string[] = [];
  if (preview) {
    const { title, tags } = previewTags(preview);
    if (/<title>[^<]*<\/title>/.test(html)) html = html.replace(/<title>[^<]*<\/title>/, () => title);
    else head.push(title);
    head.push(...tags);
  }
  if (preload) head.push(preload);
  head.push(`<meta name="theme-color" content="${escapeHtml(theme.themeColor)}" />`);
  html = html.replace('</head>', () => `${head.join('')}</head>`);
  // A page the server rendered paints without its scripts: they load once it has (entry-after-paint.ts).
  return rootShown ? entryAfterPaint(html).replace(ROOT, () => `<div id="root">${rendered.markup}</div>${rendered.seed}`) : html;
}
