import { MOBILE_BREAKPOINT_PX } from '../../domain/breakpoints';
import { resizedSrcSet } from '../../domain/resized-images';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface HeroImage {
  href: string;
  /** The same srcset the slider's img has (the hero spans the page: sizes 100vw), so the preloaded copy is the one shown. */
  srcSet: string | null;
}

/**
 * The home page's preload of its first hero slide (the page's largest paint on a desktop), asked for at once, before
 * the scripts that will show it have even loaded. Only where the slider is shown (the home manifest's
 * `viewport: desktop`): a phone does not fetch it. Empty without a hero.
 */
export function heroPreload(image: HeroImage | null): string {
  if (!image) return '';
  const srcSet = image.srcSet ? ` imagesrcset="${attribute(image.srcSet)}" imagesizes="100vw"` : '';
  return `<link rel="preload" as="image" href="${attribute(image.href)}"${srcSet} fetchpriority="high" media="(min-width: ${MOBILE_BREAKPOINT_PX}px)">`;
}

/** The home template's first slide image as the portal shows it (`Uploads` + file, and its resized copies). */
export function heroImage(club: { uploads_path: string; template: unknown }): HeroImage | null {
  const template = club.template as { image1?: unknown } | null;
  const file = typeof template?.image1 === 'string' ? template.image1.trim() : '';
  if (!file || file.startsWith('data:')) return null;
  if (/^(https?:)?\/\//.test(file)) return { href: file, srcSet: null };
  return { href: `${club.uploads_path.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`, srcSet: resizedSrcSet(club.uploads_path, file) };
}
