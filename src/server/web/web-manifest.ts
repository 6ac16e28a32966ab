import type { FastifyInstance } from 'fastify';
import type { Language } from '../../i18n/languages';
import { clubThemeVariables } from '../../domain/club-theme';
import type { Club } from '../repositories/club';
import { APP_ICON_LARGEST, APP_ICON_SIZES } from './app-icons';
import { previewLanguage } from './link-previews';
import { plainText } from './preview-tags';

/** The name without a club (an empty database), as the portal's own title says (SettingsStore's PRODUCT_NAME). */
const PRODUCT_NAME = 'Club Portal';

/** Launchers cut a longer name under the icon: the name's first words that fit. */
const SHORT_NAME_MAX = 12;

export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

type ManifestClub = Pick<Club, 'name' | 'description' | 'buttons_color' | 'footer_color'>;

/**
 * The web app manifest of the club's portal: its name, its colour (the same primary the portal paints and puts
 * in theme-color) and its icons. The splash screen is white like the page the app opens on.
 */
function webManifest(club: ManifestClub | null, language: Language) {
  const theme = clubThemeVariables({ ButtonsColor: club?.buttons_color, FooterColor: club?.footer_color });
  const name = club?.name.trim() || PRODUCT_NAME;
  const description = plainText(club?.description, 300);
  return {
    id: '/',
    name,
    short_name: shortName(name),
    ...(description ? { description } : {}),
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme['--cz-color-primary'],
    background_color: '#ffffff',
    icons: [
      ...APP_ICON_SIZES.map((size) => ({ src: `/app-icons/${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      { src: `/app-icons/${APP_ICON_LARGEST}.png`, sizes: `${APP_ICON_LARGEST}x${APP_ICON_LARGEST}`, type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest, always revalidated: a club that changes its name or colour sees it at the next visit. */
export function registerWebManifest(app: FastifyInstance): void {
  app.get('/manifest.webmanifest', async (request, reply) => {
    // An empty database (no club yet) still installs, under the product's name.
    const club = await app.clubReads.currentClub().catch(() => null);
    const language = previewLanguage(request.headers['accept-language'], { culture: club?.culture ?? '' });
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webManifest(club, language)));
  });
}
