import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clubThemeDeclarations, clubThemeVariables } from '../../domain/club-theme';
import type { Club } from '../repositories/club';

type ThemedClub = Pick<Club, 'buttons_color' | 'footer_color' | 'font_family'>;

/**
 * The club's colours and font for a page's first paint, before any script runs: the design tokens as the <html>
 * element's style attribute (the Content-Security-Policy allows style attributes, and no inline script is needed)
 * and the browser's theme-color (page-document.ts puts them in). Without a club (an empty database) the portal's own
 * colours. The portal's Themed (src/app/App.tsx) sets the same tokens once it runs and follows later changes.
 */
export function clubThemeHead(club: ThemedClub | null): { style: string; themeColor: string } {
  const look = { ButtonsColor: club?.buttons_color, FooterColor: club?.footer_color, FontFamily: club?.font_family };
  return { style: clubThemeDeclarations(look), themeColor: clubThemeVariables(look)['--cz-color-primary'] ?? '' };
}

/** Every page's HTML is asked again on each visit (no-cache): an ETag of its bytes makes an unchanged one a 304. */
export function sendPageHtml(request: FastifyRequest, reply: FastifyReply, html: string, vary?: string): FastifyReply {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.type('text/html').header('Cache-Control', 'no-cache').header('ETag', etag);
  if (vary) reply.header('Vary', vary);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(html);
}
