import type { Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { DB, HeaderTemplate } from '../db/schema';
import { COOKIES_POLICY, GENERAL_CONDITIONS, PRIVACY_POLICY, WAIVER } from './legal-texts';

const CLUB_NAME = 'Club Demo Padel & Tennis';
export const CLUB_TIME_ZONE = 'Europe/Madrid';
/** file_uploads parent of the site gallery and the sponsors. */
const CLUB_FILES_PARENT = 'CZConfig';

const TEMPLATE: HeaderTemplate = {
  image1: 'Club/hero-1.svg',
  image2: 'Club/hero-2.svg',
  image3: 'Club/hero-3.svg',
  textSlideInLeft1: 'Padel under the lights',
  textSlideInLeft2: 'Clay courts, all year round',
  textSlideInLeft3: 'A school for every level',
  textSlideInUp1: 'Four panoramic courts open until 23:00',
  textSlideInUp2: 'Two tennis courts and a brand-new pickleball court',
  textSlideInUp3: 'Classes for kids and adults with certified coaches',
  textSmall1: 'Book online in 30 seconds',
  textSmall2: 'Members play at reduced prices',
  textSmall3: 'First class free for new students',
  textButton1: 'Book a court',
  textButton2: 'See memberships',
  textButton3: 'Join the school',
  urlButton1: '/bookingtypes',
  urlButton2: '/shop',
  urlButton3: '/bookingtypes?school=true',
  textColor1: '#FFFFFF',
  textColor2: '#FFFFFF',
  textColor3: '#FFFFFF',
  wellcomeImage: 'Club/welcome.svg',
  number1: 7,
  textNumbers1: 'Courts',
  number2: 850,
  textNumbers2: 'Members',
  number3: 12,
  textNumbers3: 'Coaches',
  number4: 25,
  textNumbers4: 'Tournaments a year',
};

const RELATED_CLUBS = [
  { name: 'Club Demo Norte', address: 'Avenida del Norte 45, 28034 Madrid', image: 'Club/RelatedClubs/club-north.svg', url: 'https://norte.demo.club' },
  { name: 'Club Demo Playa', address: 'Paseo Marítimo 8, 46011 Valencia', image: 'Club/RelatedClubs/club-beach.svg', url: 'https://playa.demo.club' },
  { name: 'Club Demo Sierra', address: 'Camino de la Sierra 3, 28470 Cercedilla', image: 'Club/RelatedClubs/club-sierra.svg', url: 'https://sierra.demo.club' },
];

const GALLERY = ['Padel court 1 at sunset', 'Tennis court 2', 'Club championship trophy', 'Doubles final', 'Rackets ready', 'Kids academy'].map((name, index) => ({
  url: `Club/Gallery/gallery-${index + 1}.svg`,
  name,
}));

const SPONSORS = [
  { name: 'Ball Masters', link: 'https://example.com/ball-masters' },
  { name: 'Madrid Sports Drinks', link: 'https://example.com/sports-drinks' },
  { name: 'Courtside Physio', link: 'https://example.com/courtside-physio' },
  { name: 'Racket Lab', link: 'https://example.com/racket-lab' },
];

export async function seedClub(trx: Transaction<DB>): Promise<{ clubId: number }> {
  const { id: clubId } = await trx
    .insertInto('clubs')
    .values({
      name: CLUB_NAME,
      description: 'Padel, tennis and pickleball in the centre of Madrid: seven courts, a school for all ages, a shop and a friendly community.',
      follow_us_description: 'Follow us for tournament results, new classes and member offers.',
      phone: '+34 910 000 000',
      email: 'hello@demo.club',
      address: 'Calle del Deporte 12, 28013 Madrid',
      coords: '40.4168,-3.7038',
      open_hours: 'Mon–Fri 08:00–23:00 · Sat–Sun 09:00–21:00',
      facebook_url: 'https://www.facebook.com/clubdemopadeltennis',
      twitter_url: 'https://twitter.com/clubdemopadel',
      instagram_url: 'https://www.instagram.com/clubdemopadeltennis',
      buttons_color: '#0E7C66',
      footer_color: '#123047',
      font_family: "Montserrat, 'Helvetica Neue', Arial, sans-serif",
      main_logo: 'Club/logo.svg',
      url_logo: '/',
      header_image: 'Club/header.svg',
      currency_symbol: '€',
      currency_code: 'EUR',
      decimal_separator: ',',
      time_zone: CLUB_TIME_ZONE,
      culture: 'es-ES',
      format_culture: 'es-ES',
      date_format: 'dd/MM/yyyy HH:mm',
      uploads_path: '/uploads/',
      register_on: true,
      has_shop: true,
      price_with_taxes: true,
      access_control: true,
      turnstiles_enabled: true,
      storage_version: 1,
      default_tax_percent: 21,
      pending_payment_allowed: true,
      shared_payment_allowed: true,
      shared_payment_with_retention: false,
      full_payment_allowed_with_special_prices: false,
      general_conditions: GENERAL_CONDITIONS,
      waiver: WAIVER,
      privacy_policy_full: PRIVACY_POLICY,
      cookies_policy: COOKIES_POLICY,
      template: jsonb(TEMPLATE),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('related_clubs')
    .values(RELATED_CLUBS.map((club, index) => ({ ...club, club_id: clubId, sort_order: index })))
    .execute();

  await trx
    .insertInto('file_uploads')
    .values([
      ...GALLERY.map((image, index) => ({
        parent_name: CLUB_FILES_PARENT,
        parent_id: clubId,
        category: 'CzGallery',
        url: image.url,
        name: image.name,
        content_type: 'image/svg+xml',
        sort_order: index,
      })),
      ...SPONSORS.map((sponsor, index) => ({
        parent_name: CLUB_FILES_PARENT,
        parent_id: clubId,
        category: 'Sponsors',
        url: `Club/Sponsors/sponsor-${index + 1}.svg`,
        name: sponsor.name,
        description: sponsor.link,
        content_type: 'image/svg+xml',
        sort_order: index,
      })),
    ])
    .execute();

  return { clubId };
}
