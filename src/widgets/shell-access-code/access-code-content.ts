import type { components } from '../../generated/api';

type AccessCode = components['schemas']['AccessCode'];

/** Image types the overlay recognises from the first bytes of base64 content, when contentType does not say. */
const BASE64_SIGNATURES: ReadonlyArray<readonly [string, string]> = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bW', 'image/svg+xml'],
];

/** Whether the code is an image (contentType "image" or an image type such as image/svg+xml) rather than text. */
export function isImageCode(code: Pick<AccessCode, 'contentType'>): boolean {
  return /^image(\/|$)/i.test(String(code.contentType).trim());
}

/** Base64 unless the server names another encoding: the spec shows images as base64 (doc 1 §2.9). */
function isBase64(encoding: string | null | undefined): boolean {
  const named = encoding?.trim().toLowerCase();
  return !named || named === 'base64';
}

function imageType(code: AccessCode, base64: boolean): string {
  const declared = String(code.contentType).trim().toLowerCase();
  if (/^image\/[\w.+-]+$/.test(declared)) return declared;
  const content = code.content.trim();
  if (base64) return BASE64_SIGNATURES.find(([start]) => content.startsWith(start))?.[1] ?? 'image/png';
  return /^(<\?xml|<svg)/i.test(content) ? 'image/svg+xml' : 'image/png';
}

/** The image's address as its encoding and type say: base64 data, or text (an SVG's markup) escaped into the URL. */
export function accessCodeImageSrc(code: AccessCode): string {
  const base64 = isBase64(code.encoding);
  const type = imageType(code, base64);
  return base64 ? `data:${type};base64,${code.content.trim()}` : `data:${type};charset=utf-8,${encodeURIComponent(code.content)}`;
}
