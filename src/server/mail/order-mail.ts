import type { Language } from '../../i18n/languages';
import { translate } from '../i18n/messages';
import { escapeHtml, type MailContent } from './templates';

/** The order confirmation in the customer's language: what was paid (or is owed at the club) and a link to each sale's invoice. */
export function orderConfirmationMail(input: {
  language: Language;
  clubName: string;
  name: string;
  payAtClub: boolean;
  total: string;
  invoices: Array<{ number: string; url: string }>;
}): MailContent {
  const t = (key: Parameters<typeof translate>[1], args?: Parameters<typeof translate>[2]) => translate(input.language, key, args);
  const greeting = t('orderMail.hello', { name: input.name });
  const lead = t(input.payAtClub ? 'orderMail.payAtClub' : 'orderMail.paid', { total: input.total });
  const invoice = (number: string) => t('orderMail.invoice', { number });
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${input.invoices.map((entry) => `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(invoice(entry.number))}</a></li>`).join('')}</ul>`,
    `<p>${escapeHtml(input.clubName)}</p>`,
  ].join('\n');
  const text = [greeting, lead, ...input.invoices.map((entry) => `${invoice(entry.number)}: ${entry.url}`), input.clubName].join('\n\n');
  return { subject: t('orderMail.subject', { club: input.clubName }), html, text, links: input.invoices.map((entry) => entry.url) };
}
