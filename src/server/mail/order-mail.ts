import type { Language } from '../../i18n/languages';
import { translate } from '../i18n/messages';
import type { MailContent } from './templates';

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
  return {
    subject: t('orderMail.subject', { club: input.clubName }),
    language: input.language,
    blocks: [
      { paragraph: t('orderMail.hello', { name: input.name }) },
      { paragraph: t(input.payAtClub ? 'orderMail.payAtClub' : 'orderMail.paid', { total: input.total }) },
      { links: input.invoices.map((entry) => ({ label: t('orderMail.invoice', { number: entry.number }), url: entry.url })) },
    ],
  };
}
