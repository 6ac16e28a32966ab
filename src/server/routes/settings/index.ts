import { defineHandlers } from '../handler';
import { currentClub } from '../../repositories/club';
import { STORAGE_VERSION_HEADER } from '../../../api/ports';

export const handlers = defineHandlers({
  async getMainSettings(_input, request, reply) {
    const { clubReads } = request.server;
    const club = await clubReads.currentClub();
    const [relatedClubs, gallery] = await Promise.all([clubReads.relatedClubs(club.id), clubReads.gallery(club.id)]);
    reply.header(STORAGE_VERSION_HEADER, String(club.storage_version));
    return {
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
