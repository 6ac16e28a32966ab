import { escapeHtml, type MailContent } from './templates';

/** The order confirmation: what was paid (or is owed at the club) and a link to each sale's invoice. */
export function orderConfirmationMail(input: { clubName: string; name: string; payAtClub: boolean; total: string; invoices: Array<{ number: string; url: string }> }): MailContent {
  const lead = input.payAtClub ? `Your order is confirmed. Please pay ${input.total} at the club's reception.` : `Thank you for your payment of ${input.total}. Your order is confirmed.`;
  const html = [
    `<p>${escapeHtml(`Hello ${input.name},`)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${input.invoices.map((invoice) => `<li><a href="${escapeHtml(invoice.url)}">${escapeHtml(`Invoice ${invoice.number}`)}</a></li>`).join('')}</ul>`,
    `<p>${escapeHtml(input.clubName)}</p>`,
  ].join('\n');
  const text = [`Hello ${input.name},`, lead, ...input.invoices.map((invoice) => `Invoice ${invoice.number}: ${invoice.url}`), input.clubName].join('\n\n');
  return { subject: `Your ${input.clubName} order`, html, text, links: input.invoices.map((invoice) => invoice.url) };
}
