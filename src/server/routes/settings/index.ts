import type { FastifyRequest } from 'fastify';
import type { operations } from '../../../generated/api';
import { defineHandlers } from '../handler';
import { currentClub } from '../../repositories/club';
import { STORAGE_VERSION_HEADER } from '../../../domain/api-headers';

type MainSettingsAnswer = operations['getMainSettings']['responses'][200]['content']['application/json'];

export const handlers = defineHandlers({
  async getMainSettings(_input, request, reply) {
    // The hottest read of the portal (every page load): its bytes are kept per language until the club,
    // its related clubs or its gallery change, so a request neither reads nor serializes anything.
    const answer = await request.server.clubReads.serialized(`main-settings:${request.language}`, MAIN_SETTINGS_TABLES, async () => {
      const settings = await mainSettings(request);
      return { body: Buffer.from(JSON.stringify(settings.answer)), storageVersion: settings.storageVersion };
    });
    reply.header(STORAGE_VERSION_HEADER, answer.storageVersion);
    reply.type('application/json; charset=utf-8');
    // Sent as they are: JSON already, fastify writes a Buffer without serializing it again.
    return reply.send(answer.body) as never;
  },

  async getHeaderTemplate(_input, request) {
    const club = await currentClub(request.server.db);
    return { ok: true, data: club.template };
  },

  async getLegalSettings(_input, request) {
    const club = await currentClub(request.server.db);
    return {
      ok: true,
      data: {
        generalConditions: club.general_conditions,
        waiver: club.waiver,
        privacyPolicyFull: club.privacy_policy_full,
        cookiesPolicy: club.cookies_policy,
      },
    };
  },
});

/** The tables main-settings is made of (each notifies its changes: migration 016). */
const MAIN_SETTINGS_TABLES = ['clubs', 'related_clubs', 'file_uploads'];

async function mainSettings(request: FastifyRequest) {
  const { clubReads } = request.server;
  const club = await clubReads.currentClub();
  const [relatedClubs, gallery] = await Promise.all([clubReads.relatedClubs(club.id), clubReads.gallery(club.id)]);
  const answer: MainSettingsAnswer = {
    ok: true,
    data: {
      Title: club.name,
      Description: club.description,
      Phone: club.phone,
      Email: club.email,
      Address: club.address,
      Coords: club.coords,
      OpenHours: club.open_hours,
      Facebook: club.facebook_url,
      Twitter: club.twitter_url,
      Instagram: club.instagram_url,
      ButtonsColor: club.buttons_color,
      FooterColor: club.footer_color,
      FontFamily: club.font_family,
      Gallery: gallery.map((url) => ({ img: url })),
      FollowUsDescription: club.follow_us_description,
      CurrencySymbol: club.currency_symbol,
      DecimalSeparator: club.decimal_separator,
      TimeZone: club.time_zone,
      Culture: club.culture,
      FormatCulture: club.format_culture,
      Mainlogo: club.main_logo,
      UrlLogo: club.url_logo,
      DateFormat: club.date_format,
      Uploads: club.uploads_path,
      RegisterOn: club.register_on,
      HeaderImage: club.header_image,
      HasShop: club.has_shop,
      PriceWithTaxes: club.price_with_taxes,
      RelatedClubs: relatedClubs,
      AccessControl: club.access_control,
    },
  };
  return { answer, storageVersion: String(club.storage_version) };
}
