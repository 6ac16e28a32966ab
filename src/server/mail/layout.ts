/**
 * How every mail of the club looks: one column at most 600 px wide, the club's logo and colours, large tap
 * targets, built from tables with inline styles (what mail clients render: no <style> block, no script, no web
 * font), and beside it the same words as plain text. Every value is escaped: names come from customers.
 */
import { clubThemeVariables } from '../../domain/club-theme';
import type { Language } from '../../i18n/languages';
import { translate } from '../i18n/messages';
import type { Club } from '../repositories/club';

/** What a mail says, in order: paragraphs, one main action (a button) and lists of links (an order's invoices). */
export type MailBlock = { paragraph: string } | { action: { label: string; url: string } } | { links: Array<{ label: string; url: string }> };

/** The club as its mails show it. */
export interface MailBrand {
  clubName: string;
  /** Contact line under the mail: address, phone, e-mail. */
  contact: string;
  /** An absolute address of a picture every mail client shows (PNG or JPEG), or null. */
  logoUrl: string | null;
  /** The portal's address, for the footer's link; null when unknown. */
  siteUrl: string | null;
  colors: { primary: string; onPrimary: string; primaryText: string; footer: string; onFooter: string };
}

const RASTER = /\.(png|jpe?g|gif)$/i;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The club's look for its mails: its colours as the portal computes them (each text colour readable on its
 * background), its logo when it is a raster upload, else the installed app's icon (the logo drawn on white, or
 * the club's initial on its colour: mail clients do not show SVG).
 */
export function mailBrand(
  club: Pick<Club, 'name' | 'address' | 'phone' | 'email' | 'main_logo' | 'uploads_path' | 'buttons_color' | 'footer_color'> | null,
  publicUrl: string | undefined,
): MailBrand {
  const theme = clubThemeVariables({ ButtonsColor: club?.buttons_color, FooterColor: club?.footer_color });
  const colors = {
    primary: theme['--cz-color-primary']!,
    onPrimary: theme['--cz-color-on-primary']!,
    primaryText: theme['--cz-color-primary-text']!,
    footer: theme['--cz-color-footer']!,
    onFooter: theme['--cz-color-on-footer']!,
  };
  return {
    clubName: club?.name || 'Club',
    contact: [club?.address, club?.phone, club?.email].filter(Boolean).join(' · '),
    logoUrl: logoUrl(club, publicUrl),
    siteUrl: publicUrl ? `${publicUrl}/` : null,
    colors,
  };
}

function logoUrl(club: Pick<Club, 'main_logo' | 'uploads_path'> | null, publicUrl: string | undefined): string | null {
  const logo = club?.main_logo?.trim();
  const absolute = (path: string) => (/^https:\/\//.test(path) ? path : publicUrl && path.startsWith('/') ? `${publicUrl}${path}` : null);
  if (logo && !logo.startsWith('data:') && RASTER.test(logo)) {
    const path = /^https?:\/\//.test(logo) ? logo : `${club!.uploads_path.replace(/\/+$/, '')}/${logo.replace(/^\/+/, '')}`;
    const url = absolute(encodeURI(path));
    if (url) return url;
  }
  return publicUrl ? `${publicUrl}/app-icons/192.png` : null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** The HTML part and the plain-text part of a mail. */
export function renderMail(mail: { subject: string; language: Language; blocks: MailBlock[] }, brand: MailBrand): { html: string; text: string } {
  const { colors } = brand;
  const t = (key: 'mail.buttonFallback' | 'mail.footer' | 'mail.visit') => translate(mail.language, key, { club: brand.clubName });
  const body = mail.blocks.map((block) => blockHtml(block, brand, t('mail.buttonFallback'))).join('\n');
  const preheader = mail.blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : [])).slice(1, 2)[0] ?? '';
  const name = escapeHtml(brand.clubName);
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" width="48" height="48" alt="" style="display:block;width:48px;height:48px;border:0;border-radius:8px;background:#ffffff;">`
    : '';
  const header =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
    (logo ? `<td style="padding-right:12px;vertical-align:middle;">${logo}</td>` : '') +
    `<td style="vertical-align:middle;font-family:${FONT};font-size:20px;line-height:1.3;font-weight:bold;color:${colors.onPrimary};">${name}</td></tr></table>`;
  const footerLines = [
    `<strong>${name}</strong>`,
    brand.contact && escapeHtml(brand.contact),
    escapeHtml(t('mail.footer')),
    brand.siteUrl && `<a href="${escapeHtml(brand.siteUrl)}" style="color:${colors.onFooter};text-decoration:underline;">${escapeHtml(t('mail.visit'))}</a>`,
  ].filter(Boolean);
  const html = `<!doctype html>
<html lang="${mail.language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td bgcolor="${colors.primary}" style="background:${colors.primary};padding:16px 24px;">${header}</td></tr>
<tr><td style="padding:24px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1f2937;">
${body}
</td></tr>
<tr><td bgcolor="${colors.footer}" style="background:${colors.footer};padding:16px 24px;font-family:${FONT};font-size:13px;line-height:1.6;color:${colors.onFooter};">${footerLines.join('<br>')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [...mail.blocks.map((block) => blockText(block)), ['--', brand.clubName, brand.contact, t('mail.footer'), brand.siteUrl].filter(Boolean).join('\n')].join('\n\n');
  return { html, text };
}

function blockHtml(block: MailBlock, brand: MailBrand, fallback: string): string {
  const { colors } = brand;
  if ('paragraph' in block) return `<p style="margin:0 0 16px;">${escapeHtml(block.paragraph)}</p>`;
  if ('action' in block) {
    const url = escapeHtml(block.action.url);
    // A full-width button at least 48 px tall: a thumb's target on a phone; the address under it for clients that hide buttons.
    return (
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
      `<td align="center" bgcolor="${colors.primary}" style="border-radius:8px;background:${colors.primary};">` +
      `<a href="${url}" style="display:block;padding:14px 24px;font-family:${FONT};font-size:17px;line-height:20px;font-weight:bold;color:${colors.onPrimary};text-decoration:none;border-radius:8px;">${escapeHtml(block.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563;">${escapeHtml(fallback)}<br><a href="${url}" style="color:${colors.primaryText};word-break:break-all;">${url}</a></p>`
    );
  }
  const rows = block.links
    .map(
      (link) =>
        `<tr><td style="border-top:1px solid #e5e7eb;"><a href="${escapeHtml(link.url)}" style="display:block;padding:14px 0;font-size:16px;font-weight:bold;color:${colors.primaryText};text-decoration:underline;">${escapeHtml(link.label)}</a></td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-bottom:1px solid #e5e7eb;">${rows}</table>`;
}

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('action' in block) return `${block.action.label}:\n${block.action.url}`;
  return block.links.map((link) => `${link.label}:\n${link.url}`).join('\n\n');
}

/** Every address a mail's blocks link to, in order (the communications' and the mailbox's links). */
export function blockLinks(blocks: MailBlock[]): string[] {
  return blocks.flatMap((block) => ('action' in block ? [block.action.url] : 'links' in block ? block.links.map((link) => link.url) : []));
}
