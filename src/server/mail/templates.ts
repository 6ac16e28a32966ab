/**
 * The club's transactional mails, each in one language: the caller's when the recipient asked for it
 * (activation, password reset, e-mail change, cancellation), the club's default when someone else's action
 * sends it (a waitlist offer). Wording lives in `locales/server/<language>.json` under `mail`. Every value put
 * into HTML is escaped: names come from customers.
 */
import type { Language } from '../../i18n/languages';
import { translate, type MessageArgs, type MessageKey } from '../i18n/messages';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** The mail kinds and the values their texts take. */
interface MailKinds {
  activation: { url: string };
  passwordReset: { url: string };
  emailChange: { url: string };
  waitlistOffer: { url: string; until: string };
  partnerConsent: { url: string; signedUpBy: string; activity: string };
}

/** Greeting, the kind's paragraph, its link as a button-like line, and the club's name. */
function linkMail<K extends keyof MailKinds>(kind: K, input: { language: Language; clubName: string; name: string } & MailKinds[K], extraArgs: MessageArgs = {}): MailContent {
  const t = (key: MessageKey, args?: MessageArgs) => translate(input.language, key, args);
  const args: MessageArgs = { club: input.clubName, ...extraArgs };
  const greeting = t('mail.hello', { name: input.name });
  const lead = t(`mail.${kind}.lead`, args);
  const label = t(`mail.${kind}.action`, args);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(label)}</a></p>`,
    `<p>${escapeHtml(input.clubName)}</p>`,
  ].join('\n');
  const text = [greeting, lead, `${label}: ${input.url}`, input.clubName].join('\n\n');
  return { subject: t(`mail.${kind}.subject`, args), html, text, links: [input.url] };
}

type LinkMailInput = { language: Language; clubName: string; name: string; url: string };

export const activationMail = (input: LinkMailInput): MailContent => linkMail('activation', input);

export const passwordResetMail = (input: LinkMailInput): MailContent => linkMail('passwordReset', input);

export const emailChangeMail = (input: LinkMailInput): MailContent => linkMail('emailChange', input);

/** To the first player in line when a place frees: a link holding the place until `until` (club time). */
export const waitlistOfferMail = (input: LinkMailInput & { until: string }): MailContent => linkMail('waitlistOffer', input, { until: input.until });

/** To a named partner of an activity sign-up: the link that confirms their place (works once). */
export const partnerConsentMail = (input: LinkMailInput & { signedUpBy: string; activity: string }): MailContent =>
  linkMail('partnerConsent', input, { signedUpBy: input.signedUpBy, activity: input.activity });

/** To a booking's owner when it is cancelled: what, when, and what was refunded to which method. */
export function bookingCancelledMail(input: {
  language: Language;
  clubName: string;
  name: string;
  what: string;
  when: string;
  refunds: Array<{ amount: string; paymentMethod: string | null }>;
}): MailContent {
  const t = (key: MessageKey, args?: MessageArgs) => translate(input.language, key, args);
  const greeting = t('mail.hello', { name: input.name });
  const lines = [
    t('mail.bookingCancelled.lead', { what: input.what, when: input.when }),
    ...(input.refunds.length === 0
      ? [t('mail.bookingCancelled.nothingToRefund')]
      : input.refunds.map((refund) =>
          refund.paymentMethod
            ? t('mail.bookingCancelled.refunded', { amount: refund.amount, method: refund.paymentMethod })
            : t('mail.bookingCancelled.refundedToSameMethod', { amount: refund.amount }),
        )),
  ];
  return {
    subject: t('mail.bookingCancelled.subject', { what: input.what }),
    html: [greeting, ...lines, input.clubName].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    text: [greeting, ...lines, input.clubName].join('\n\n'),
    links: [],
  };
}
