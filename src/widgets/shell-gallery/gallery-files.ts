import { envelope } from '../../api/client';
import type { RootStore } from '../../stores/RootStore';

export interface GalleryImage {
  url: string;
  name: string;
}

export const GALLERY_CACHE_KEY = 'clubGallery';
/** The spec keeps the gallery list locally without saying for how long; an hour keeps it fresh enough. */
const GALLERY_CACHE_TTL_MS = 60 * 60 * 1000;

/** The club's gallery files, from the local copy when there is one (doc 1 §7). */
export async function loadGallery(root: RootStore): Promise<GalleryImage[]> {
  const cached = root.storage.get<GalleryImage[]>(GALLERY_CACHE_KEY);
  if (cached) return cached;
  const answer = envelope(
    await root.client.GET('/api/fileuploads/open-list', { params: { query: { parentName: 'CZConfig', parentId: 1, category: 'CzGallery' } } }),
  );
  if (!answer.ok) {
    console.warn('Could not load the gallery', answer.errorMsg);
    return [];
  }
  const images = (answer.data ?? []).map((file) => ({ url: file.url, name: file.name ?? '' }));
  root.storage.set(GALLERY_CACHE_KEY, images, GALLERY_CACHE_TTL_MS);
  return images;
}
