import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../web/load-sharp';

/** How wide each image of the club's look is kept at most (never enlarged): the header's logo, the home's banner. */
const MAX_WIDTH = { logo: 512, banner: 1920 } as const;
/** An image larger than this many pixels is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
/** The folder of the Uploads the club's images go to. */
const CLUB_IMAGES_FOLDER = 'Club';

/**
 * Stores an uploaded logo or banner the way the server makes every resized image (web/resized-images.ts: sharp,
 * rotated by its EXIF, at most so wide, WebP), under the Uploads folder; answers its path there, or null when
 * sharp cannot read it as an image (its first bytes lied). The staged upload is left for the request to remove.
 */
export async function storeClubImage(staged: string, kind: keyof typeof MAX_WIDTH, uploadsDir: string): Promise<string | null> {
  const name = `${kind}-${randomUUID()}.webp`;
  const target = path.join(uploadsDir, CLUB_IMAGES_FOLDER, name);
  await mkdir(path.dirname(target), { recursive: true });
  // Written beside and renamed: a reader never sees half a file.
  const partial = `${target}.${process.pid}.partial`;
  const sharp = await loadSharp();
  try {
    await sharp(staged, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: MAX_WIDTH[kind], withoutEnlargement: true }).webp({ quality: 82 }).toFile(partial);
  } catch {
    await rm(partial, { force: true });
    return null;
  }
  await rename(partial, target);
  return `${CLUB_IMAGES_FOLDER}/${name}`;
}
