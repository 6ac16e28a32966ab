/**
 * Club images at the size shown: the reference server answers /images/{width}/{file} with the upload
 * `file` at most `width` pixels wide, as WebP (src/server/web/resized-images.ts). The portal names these
 * widths in a srcset, and the home page's head preloads the hero with the same srcset.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Raster images the server can resize; anything else (SVG, PDF) is shown as uploaded. */
export const isResizable = (file: string) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(file);

/** Where the reference server keeps uploads: only files there have resized copies. */
const SERVER_UPLOADS = '/uploads';

/** The srcset of an upload, or null when the club's Uploads path is elsewhere (a CDN) or the file is not a raster image. */
export function resizedSrcSet(uploads: string, file: string): string | null {
  if (uploads.replace(/\/+$/, '') !== SERVER_UPLOADS || /^(https?:)?\/\//.test(file) || file.startsWith('data:') || !isResizable(file)) return null;
  const name = file.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return IMAGE_WIDTHS.map((width) => `/images/${width}/${name} ${width}w`).join(', ');
}
