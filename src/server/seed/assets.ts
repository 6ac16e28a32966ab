import { cp, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Images and files of the demo club, laid out as they are served under the Uploads path. */
const SEED_ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export async function copySeedAssets(uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await cp(SEED_ASSETS_DIR, uploadsDir, { recursive: true, force: true });
}
