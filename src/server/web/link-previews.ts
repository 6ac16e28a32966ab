import type { FastifyInstance } from 'fastify';
import { isResizable } from '../../domain/resized-images';
import { shownPrice } from '../../domain/money';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '../../i18n/languages';
import { money } from '../documents/format';
import { languageOf } from '../i18n/language';
import { translate } from '../i18n/messages';
import type { Club } from '../repositories/club';
import { findPublishedActivity } from '../repositories/activities';
import { findLiveBooking, playersOfBooking, type BookingRecord } from '../repositories/booking-reads';
import { findPublishedProduct } from '../repositories/products';
import { findPost } from '../repositories/text-blocks';
import { holdLapsed, openToJoining } from '../booking-engine/joining';
import { APP_ICON_LARGEST } from './app-icons';
import type { PreviewImage } from './preview-images';
import { plainText, type LinkPreview } from './preview-tags';

type Shareable = 'booking-join' | 'activity' | 'shop' | 'post';

const SHAREABLE = /^\/(booking-join|activity|shop|post)\/(\d{1,9})\/?$/;

/** The shareable page an address opens (`/shop/12`), or null for any other page. */
function shareablePage(path: string): { kind: Shareable; id: number } | null {
  const match = SHAREABLE.exec(path);
  return match ? { kind: match[1] as Shareable, id: Number(match[2]) } : null;
}

/**
 * The language of a preview: the crawler's Accept-Language when it sends one, else the club's own culture
 * (a chat app's crawler usually says nothing, and the club's players read the club's language).
 */
export function previewLanguage(acceptLanguage: string | undefined, club: Pick<Club, 'culture'>): Language {
  if (acceptLanguage?.trim()) return languageOf(acceptLanguage);
  return matchLanguage(club.culture) ?? DEFAULT_LANGUAGE;
}

/** "Sat 28 Nov 18:00" in the club's time zone, with the weekday and month in the preview's language. */
export function shortDateTime(date: Date, language: Language, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(language, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
      date,
    );
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    // A club's unknown time zone must not cost the page its preview.
    parts = format('UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((item) => item.type === type)?.value ?? '').replace(/\.$/, '');
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')}`;
}

const levelNumber = (value: number, language: Language) => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value);

/** Places nobody holds: stored free places, lapsed holds and places never stored (as the join page counts them). */
function placesLeft(booking: BookingRecord, players: Awaited<ReturnType<typeof playersOfBooking>>, now: Date): number {
  const taken = players.filter((player) => !player.is_placeholder && player.customer_id !== null && !holdLapsed(player, now)).length;
  return Math.max(booking.max_participants - taken, 0);
}

interface PreviewContext {
  app: FastifyInstance;
  club: Club;
  language: Language;
  /** The page's absolute address. */
  url: string;
  /** An upload of this server as the PNG crawlers show, with its size (preview-images.ts). */
  pictures: PreviewPictures;
}

/** Makes an upload's preview picture (preview-images.ts), or null when it cannot. */
export interface PreviewPictures {
  image(file: string): Promise<PreviewImage | null>;
}

/** Where this server keeps the club's uploads: only those it can draw as PNG. */
const SERVER_UPLOADS = '/uploads';

/**
 * The item's own picture as crawlers can show it: an upload of this server drawn as PNG with its size (an SVG too),
 * a raster picture kept elsewhere by its address; null for none or one they cannot show (an SVG elsewhere).
 */
async function uploadImage(context: PreviewContext, file: string | null | undefined): Promise<LinkPreview['image'] | null> {
  const name = file?.trim();
  if (!name || name.startsWith('data:')) return null;
  const uploads = context.club.uploads_path.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(name) && uploads === SERVER_UPLOADS) return context.pictures.image(name);
  if (!isResizable(name)) return null;
  if (/^https?:\/\//.test(name)) return { url: name };
  const path = `${uploads}/${name.replace(/^\/+/, '')}`;
  return { url: /^https?:\/\//.test(path) ? path : `${context.app.config.publicUrl}${path.startsWith('/') ? '' : '/'}${path}` };
}

/**
 * A preview with the item's own picture on a large card; without one the club's square app icon (a PNG every
 * crawler reads) on a small card, which chats show whole instead of cropping it to a wide strip.
 */
function preview(context: PreviewContext, fields: { title: string; description: string; image?: LinkPreview['image'] | null }): LinkPreview {
  const icon = { url: `${context.app.config.publicUrl}/app-icons/${APP_ICON_LARGEST}.png`, width: APP_ICON_LARGEST, height: APP_ICON_LARGEST };
  return {
    title: fields.title,
    description: fields.description || context.club.name,
    image: fields.image ?? icon,
    card: fields.image ? 'summary_large_image' : 'summary',
    url: context.url,
    siteName: context.club.name,
  };
}

/**
 * A booking open to joining, as the join page shows it to a visitor: what it is, when, the level range and the
 * places left. Never a player's name or contact; a private booking (not open to joining) gives nothing.
 */
async function bookingPreview(context: PreviewContext, id: number): Promise<LinkPreview | null> {
  const { app, club, language } = context;
  const booking = await findLiveBooking(app.db, { id });
  if (!booking || !openToJoining(booking)) return null;
  const now = app.clock.now();
  const left = placesLeft(booking, await playersOfBooking(app.db, booking.id), now);
  const what =
    booking.concept === 'Match'
      ? booking.sport === 0
        ? translate(language, 'preview.openMatchAnySport')
        : translate(language, 'preview.openMatch', { sport: translate(language, `preview.sports.${booking.sport}`) })
      : booking.title?.trim() || booking.type_name;
  const parts = [what, shortDateTime(booking.starts_at, language, club.time_zone)];
  if (booking.min_level !== null && booking.max_level !== null) {
    parts.push(translate(language, 'preview.levels', { min: levelNumber(booking.min_level, language), max: levelNumber(booking.max_level, language) }));
  }
  if (booking.starts_at.getTime() > now.getTime()) {
    parts.push(
      left === 0 ? translate(language, 'preview.full') : left === 1 ? translate(language, 'preview.onePlaceLeft') : translate(language, 'preview.placesLeft', { places: left }),
    );
  }
  return preview(context, { title: parts.join(' · '), description: [booking.type_name, club.name].join(' · ') });
}

async function activityPreview(context: PreviewContext, id: number): Promise<LinkPreview | null> {
  const activity = await findPublishedActivity(context.app.db, id);
  if (!activity) return null;
  return preview(context, {
    title: `${activity.name} · ${shortDateTime(activity.starts_at, context.language, context.club.time_zone)}`,
    description: plainText(activity.description),
    image: await uploadImage(context, activity.poster),
  });
}

async function productPreview(context: PreviewContext, id: number): Promise<LinkPreview | null> {
  const product = await findPublishedProduct(context.app.db, id);
  if (!product) return null;
  const price = shownPrice(product, context.club.price_with_taxes);
  return preview(context, {
    title: price === null ? (product.name ?? '') : `${product.name ?? ''} · ${money(context.club, price)}`,
    description: plainText(product.detail) || plainText(product.description),
    image: await uploadImage(context, product.logo),
  });
}

async function postPreview(context: PreviewContext, id: number): Promise<LinkPreview | null> {
  const post = await findPost(context.app.db, id);
  if (!post) return null;
  return preview(context, { title: post.title ?? '', description: plainText(post.smalText) || plainText(post.text), image: await uploadImage(context, post.image) });
}

const PREVIEWS: Record<Shareable, (context: PreviewContext, id: number) => Promise<LinkPreview | null>> = {
  'booking-join': bookingPreview,
  activity: activityPreview,
  shop: productPreview,
  post: postPreview,
};

/**
 * The preview of a shareable page: the thing it names when a visitor may see it, else the club itself (an unknown,
 * unpublished or private item says no more than the club's name and description). Null for other pages.
 */
export async function linkPreview(app: FastifyInstance, request: { path: string; acceptLanguage: string | undefined }, pictures: PreviewPictures): Promise<LinkPreview | null> {
  const page = shareablePage(request.path);
  if (!page) return null;
  const club = await app.clubReads.currentClub();
  const context: PreviewContext = {
    app,
    club,
    language: previewLanguage(request.acceptLanguage, club),
    url: `${app.config.publicUrl}/${page.kind}/${page.id}`,
    pictures,
  };
  const thing = await PREVIEWS[page.kind](context, page.id);
  return thing ?? preview(context, { title: club.name, description: plainText(club.description) });
}
