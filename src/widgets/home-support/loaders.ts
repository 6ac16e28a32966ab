// The home sections' calls; each answers the list it shows, or rejects (the section then shows nothing).
import type { components } from '../../generated/api';
import { okAnswer } from '../../engine/sources/answers';
import type { RootStore } from '../../stores/RootStore';
import { LAST_POSTS, MAX_ROWS } from './home-rules';

type Schemas = components['schemas'];
export type BookingType = Schemas['BookingType'];
export type Booking = Schemas['Booking'];
export type Post = Schemas['Post'];
export type FileUpload = Schemas['FileUpload'];

export async function loadBookingTypes(root: RootStore): Promise<BookingType[]> {
  return (await okAnswer(root.client.GET('/api/publicbookings/booking-types-list'))).model ?? [];
}

/** Today's date in the portal's system format (yyyy-MM-dd). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's joinable bookings of every type (matches, school, events), for the viewer's prices. */
export async function loadJoinableBookings(root: RootStore): Promise<Booking[]> {
  const customerId = root.session.customerId ?? 0;
  const answer = await okAnswer(root.client.POST('/api/publicbookings/byplace-list', { body: { date: today(), bookingTypeId: null, customerId } }));
  return answer.data ?? [];
}

export async function loadMemberships(root: RootStore) {
  return (await okAnswer(root.client.GET('/api/publicmemberships/list'))).model ?? [];
}

export async function loadVouchersOnSale(root: RootStore) {
  const customerId = root.session.customerId;
  const answer =
    customerId === null
      ? await okAnswer(root.client.GET('/api/publicvouchers/list-by-customer'))
      : await okAnswer(root.client.GET('/api/publicvouchers/list-by-customer/{customerId}', { params: { path: { customerId } } }));
  return answer.model ?? [];
}

export async function loadActivities(root: RootStore) {
  return (await okAnswer(root.client.GET('/api/publicactivities/list'))).model ?? [];
}

export async function loadTrendingProducts(root: RootStore) {
  return (await okAnswer(root.client.GET('/api/products/trending-products'))).data ?? [];
}

export async function loadPopularProducts(root: RootStore) {
  return (await okAnswer(root.client.GET('/api/products/popular-products'))).data ?? [];
}

export async function loadBanners(root: RootStore) {
  return (await okAnswer(root.client.GET('/api/banners/open-list'))).data ?? [];
}

export async function loadTemplate(root: RootStore) {
  return (await okAnswer(root.client.GET('/api/czconfigs/template'))).data ?? {};
}

/** Testimonials or team members: text blocks of one type, up to 15 rows. */
export async function loadTextBlocks(root: RootStore, type: 'Testimonials' | 'Teams', rows = MAX_ROWS): Promise<Post[]> {
  const gridstatus = JSON.stringify({ filters: [{ field: 'TextBlockType', operator: 'equals', value: type }] });
  const answer = await okAnswer(root.client.GET('/api/cztextblocks/list', { params: { query: { startRow: 0, endRow: rows, gridstatus } } }));
  return (answer.rowData ?? []).slice(0, rows);
}

export async function loadLastPosts(root: RootStore, count = LAST_POSTS): Promise<Post[]> {
  const answer = await okAnswer(root.client.GET('/api/cztextblocks/list-with-users', { params: { query: { count } } }));
  return (answer.data ?? []).slice(0, count);
}

/** The club's public files of a category (CzGallery, Sponsors). */
export async function loadClubFiles(root: RootStore, category: 'CzGallery' | 'Sponsors'): Promise<FileUpload[]> {
  const answer = await okAnswer(
    root.client.GET('/api/fileuploads/open-list', { params: { query: { parentName: 'CZConfig', parentId: 1, category } } }),
  );
  return answer.data ?? [];
}
