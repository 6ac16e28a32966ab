import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from './load-sharp';
import { clubThemeVariables } from '../../domain/club-theme';
import type { Club } from '../repositories/club';
import { escapeHtml } from './preview-tags';

/** The icon sizes an installable web app names (a home-screen icon and a splash-screen one). */
export const APP_ICON_SIZES = [192, 512] as const;
export const APP_ICON_LARGEST = 512;

/** The logo fills the middle 72 %: a maskable icon's safe zone is the middle 80 %, so no launcher crops it. */
const LOGO_SHARE = 0.72;
/** Icons change only with the club's logo or colour: browsers may keep one a day. */
const CACHE_CONTROL = 'public, max-age=86400';

type IconClub = Pick<Club, 'name' | 'main_logo' | 'uploads_path' | 'buttons_color'>;

/** The club's logo as a file of this server's uploads, or null (no logo, a data: URL, or one kept elsewhere). */
function logoFile(club: Pick<Club, 'main_logo' | 'uploads_path'>, uploadsDir: string): string | null {
  const logo = club.main_logo?.trim();
  if (!logo || logo.startsWith('data:') || /^(https?:)?\/\//.test(logo) || club.uploads_path.replace(/\/+$/, '') !== '/uploads') return null;
  const file = path.resolve(uploadsDir, logo.replace(/^\/+/, ''));
  return file.startsWith(uploadsDir + path.sep) ? file : null;
}

/** Without a logo: the club's initial on its colour, in the text colour the portal computes for it. */
function initialIcon(club: IconClub | null, size: number): Buffer {
  const theme = clubThemeVariables({ ButtonsColor: club?.buttons_color });
  const initial = escapeHtml((club?.name.trim()[0] ?? 'C').toUpperCase());
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
      `<rect width="100" height="100" fill="${theme['--cz-color-primary']}"/>` +
      `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="52" font-weight="700" fill="${theme['--cz-color-on-primary']}">${initial}</text></svg>`,
  );
}

async function renderIcon(club: IconClub | null, logo: string | null, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  if (logo) {
    try {
      const inner = Math.round(size * LOGO_SHARE);
      // A vector logo is drawn at a density that gives the size asked, not enlarged from 72 dpi.
      const picture = await sharp(logo, { density: 300 })
        .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .png()
        .toBuffer();
      return await sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
        .composite([{ input: picture, gravity: 'centre' }])
        .png()
        .toBuffer();
    } catch {
      // An upload sharp cannot read must not leave the app without an icon.
    }
  }
  return sharp(initialIcon(club, size)).png().toBuffer();
}

/**
 * GET /app-icons/{192|512}.png: the installed portal's icon, the club's logo on white (or its initial on its
 * colour), square and padded for maskable launchers. Made once per size until the logo or the colour changes.
 */
export function registerAppIcons(app: FastifyInstance, options: { uploadsDir: string }): void {
  const made = new Map<number, { key: string; png: Promise<Buffer> }>();
  app.get<{ Params: { size: string } }>('/app-icons/:size', async (request, reply) => {
    const size = Number(/^(\d+)\.png$/.exec(request.params.size)?.[1]);
    if (!(APP_ICON_SIZES as readonly number[]).includes(size)) return reply.callNotFound();
    const club = await app.clubReads.currentClub().catch(() => null);
    const logo = club ? logoFile(club, options.uploadsDir) : null;
    const changed = logo
      ? await stat(logo).then(
          (file) => (file.isFile() ? file.mtimeMs : null),
          () => null,
        )
      : null;
    const source = changed === null ? null : logo;
    const key = JSON.stringify([club?.name, club?.buttons_color, source, changed]);
    let icon = made.get(size);
    if (icon?.key !== key) {
      icon = { key, png: renderIcon(club, source, size) };
      made.set(size, icon);
    }
    return reply
      .type('image/png')
      .header('Cache-Control', CACHE_CONTROL)
      .send(await icon.png);
  });
}
