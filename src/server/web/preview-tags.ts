import { decodeHTML } from 'entities';

/** What a shared link shows in a chat or a feed before anyone opens it. */
export interface LinkPreview {
  /** Names the thing: "Open padel match · Sat 28 Nov 18:00 · Level 3.0–4.5 · 2 places left". */
  title: string;
  description: string;
  /** A picture crawlers can show (raster): its absolute URL, and its size when known. */
  image: { url: string; width?: number; height?: number };
  /** A large picture card for the item's own picture; a small one for the square app icon, which a wide card crops. */
  card: 'summary' | 'summary_large_image';
  /** The page's own absolute address. */
  url: string;
  siteName: string;
}

/** Safe inside a double-quoted attribute and as element text: nothing a club or a player typed can open a tag. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page's <title> and its Open Graph and Twitter card tags, read by the crawlers of chat apps and networks,
 * which run no script (page-document.ts puts them in the head). Every value is escaped.
 */
export function previewTags(preview: LinkPreview): { title: string; tags: string[] } {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    property('og:type', 'website'),
    property('og:site_name', preview.siteName),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:image', preview.image.url),
    ...(preview.image.width && preview.image.height ? [property('og:image:width', String(preview.image.width)), property('og:image:height', String(preview.image.height))] : []),
    property('og:url', preview.url),
    named('twitter:card', preview.card),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
    named('twitter:image', preview.image.url),
    named('description', preview.description),
  ];
  return { title: `<title>${escapeHtml(preview.title)}</title>`, tags };
}

/** HTML (a description, a post) as one line of plain text, at most `max` characters. */
export function plainText(html: string | null | undefined, max = 200): string {
  const markup = (html ?? '').replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  // Every named and numeric entity ("Pr&oacute;ximo" reads "Próximo"); a no-break space is a space.
  const text = decodeHTML(markup).replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
