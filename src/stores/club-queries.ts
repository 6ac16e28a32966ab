// The club's public lists, one query each, shared by whoever shows them: the header's
// show-conditions (CatalogStore), the home sections, the header and footer widgets and the
// content pages all read the same answer, so no page asks for one list twice.
import type { components } from '../generated/api';
import { okAnswer } from '../api/answers';
import { query, type Query } from './QueryCache';
import type { RootStore } from './RootStore';

type Schemas = components['schemas'];
export type BookingType = Schemas['BookingType'];
export type Booking = Schemas['Booking'];
export type Post = Schemas['Post'];
export type FileUpload = Schemas['FileUpload'];

/** Today's date in the portal's system format (yyyy-MM-dd). */
function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function bookingTypesQuery(root: RootStore): Query<BookingType[]> {
  return query(['listBookingTypes'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/publicbookings/booking-types-list', { signal }))).model ?? [];
  });
}

/** Today's joinable bookings of every type (matches, school, events), for the viewer's prices. */
export function joinableBookingsQuery(root: RootStore, date = today()): Query<Booking[]> {
  const customerId = root.session.customerId ?? 0;
  return query(['listByPlaceBookings', date, customerId], async (signal) => {
    const body = { date, bookingTypeId: null, customerId };
    return (await okAnswer(root.client.POST('/api/publicbookings/byplace-list', { body, signal }))).data ?? [];
  });
}

export function membershipsQuery(root: RootStore) {
  return query(['listMemberships'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/publicmemberships/list', { signal }))).model ?? [];
  });
}

/** The vouchers on sale, for whoever is logged in (their prices may differ). */
export function vouchersOnSaleQuery(root: RootStore) {
  const customerId = root.session.customerId;
  return query(['listVouchers', customerId], async (signal) => {
    const answer =
      customerId === null
        ? await okAnswer(root.client.GET('/api/publicvouchers/list-by-customer', { signal }))
        : await okAnswer(root.client.GET('/api/publicvouchers/list-by-customer/{customerId}', { params: { path: { customerId } }, signal }));
    return answer.model ?? [];
  });
}

export function activitiesQuery(root: RootStore) {
  return query(['listActivities'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/publicactivities/list', { signal }))).model ?? [];
  });
}

export function trendingProductsQuery(root: RootStore) {
  return query(['listTrendingProducts'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/products/trending-products', { signal }))).data ?? [];
  });
}

export function popularProductsQuery(root: RootStore) {
  return query(['listPopularProducts'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/products/popular-products', { signal }))).data ?? [];
  });
}

export function bannersQuery(root: RootStore) {
  return query(['listBanners'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/banners/open-list', { signal }))).data ?? [];
  });
}

/** The header template: the hero's slides and the call to action. */
export function templateQuery(root: RootStore) {
  return query(['getHeaderTemplate'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/czconfigs/template', { signal }))).data ?? {};
  });
}

/**
 * Testimonials or team members: text blocks of one type, up to 15 rows. The call names its look-up mode as the spec's
 * `cztextblocks/list` does (doc 3): not a look-up, since the sections show each block's whole text and picture.
 */
export function textBlocksQuery(root: RootStore, type: 'Testimonials' | 'Teams', rows: number): Query<Post[]> {
  return query(['listTextBlocks', type, rows], async (signal) => {
    const gridstatus = JSON.stringify({ filters: [{ field: 'TextBlockType', operator: 'equals', value: type }] });
    const answer = await okAnswer(root.client.GET('/api/cztextblocks/list', { params: { query: { startRow: 0, endRow: rows, lookup: false, gridstatus } }, signal }));
    return (answer.rowData ?? []).slice(0, rows);
  });
}

/** The latest posts (the home's section, the header's recent posts) or, with popular, the most read. */
export function postsQuery(root: RootStore, count: number, popular = false): Query<Post[]> {
  return query(['listRecentPosts', count, popular], async (signal) => {
    const search = popular ? { count, popular } : { count };
    const answer = await okAnswer(root.client.GET('/api/cztextblocks/list-with-users', { params: { query: search }, signal }));
    return (answer.data ?? []).slice(0, count);
  });
}

/** The club's public files of a category; the gallery has its own query, kept locally. */
export function clubFilesQuery(root: RootStore, category: 'Sponsors'): Query<FileUpload[]> {
  return query(['listOpenFiles', category], async (signal) => {
    const search = { parentName: 'CZConfig', parentId: 1, category };
    return (await okAnswer(root.client.GET('/api/fileuploads/open-list', { params: { query: search }, signal }))).data ?? [];
  });
}

export function legalSettingsQuery(root: RootStore) {
  return query(['getLegalSettings'], async (signal) => {
    return (await okAnswer(root.client.GET('/api/czconfigs/legal-settings', { signal }))).data ?? {};
  });
}

export interface GalleryImage {
  url: string;
  name: string;
}

const GALLERY_STORAGE_KEY = 'clubGallery';
/** The spec keeps the gallery list locally without saying for how long; an hour keeps it fresh enough. */
const GALLERY_STORAGE_TTL_MS = 60 * 60 * 1000;

/** The club's gallery files (header, footer and home gallery), from the local copy when there is one (doc 1 §7). */
export function galleryQuery(root: RootStore): Query<GalleryImage[]> {
  return query(['listOpenFiles', 'CzGallery'], async (signal) => {
    const kept = root.storage.get<GalleryImage[]>(GALLERY_STORAGE_KEY);
    if (kept) return kept;
    const search = { parentName: 'CZConfig', parentId: 1, category: 'CzGallery' } as const;
    const answer = await okAnswer(root.client.GET('/api/fileuploads/open-list', { params: { query: search }, signal }));
    const images = (answer.data ?? []).map((file) => ({ url: file.url, name: file.name ?? '' }));
    root.storage.set(GALLERY_STORAGE_KEY, images, GALLERY_STORAGE_TTL_MS);
    return images;
  });
}
