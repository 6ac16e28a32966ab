/**
 * The club's transactional mails, each in one language: the caller's when the recipient asked for it, else the
 * recipient's stored one (a waitlist offer). The mailer escapes every value (layout.ts): names come from customers.
 */
import type { Language } from '../../i18n/languages';
import { translate, type MessageArgs, type MessageKey } from '../i18n/messages';
import type { MailBlock } from './layout';
import type { PushNotice, PushText } from '../push/notice';

export { escapeHtml } from './layout';

/**
 * A mail before it is dressed: its subject, language and what it says. The mailer lays it out in the club's look
 * (layout.ts) with a plain-text part beside the HTML.
 */
export interface MailContent {
  subject: string;
  language: Language;
  blocks: MailBlock[];
  /** The Web Push notification that goes with it to a player who turned its kind on (mailer.ts hands it to push/). */
  push?: PushNotice;
}

/** The mail kinds and the values their texts take. */
interface MailKinds {
  activation: { url: string };
  passwordReset: { url: string };
  emailChange: { url: string };
  waitlistOffer: { url: string; until: string };
  partnerConsent: { url: string; signedUpBy: string; activity: string };
  openingWon: { url: string };
  openingLost: { url: string };
}

/** The mails a player may also have pushed to their phone (issue 40), by the push kind and text they go out as. */
const PUSHED: Partial<Record<keyof MailKinds, { kind: PushNotice['kind']; text: PushText }>> = {
  waitlistOffer: { kind: 'waitlistOffer', text: 'waitlistOffer' },
  openingWon: { kind: 'openingResult', text: 'openingWon' },
  openingLost: { kind: 'openingResult', text: 'openingLost' },
};

/** The push of a mail, opening the page its button links to. */
function pushOf(kind: keyof MailKinds, url: string, args: MessageArgs): PushNotice | undefined {
  const pushed = PUSHED[kind];
  if (!pushed) return undefined;
  const link = URL.parse(url);
  const path = link ? `${link.pathname}${link.search}` : '/';
  return { ...pushed, args, path, tag: `${pushed.kind}:${path}` };
}

/** Greeting, the kind's paragraph and its link as the mail's button. */
export function linkMail<K extends keyof MailKinds>(
  kind: K,
  input: { language: Language; clubName: string; name: string } & MailKinds[K],
  extraArgs: MessageArgs = {},
): MailContent {
  const t = (key: MessageKey, args?: MessageArgs) => translate(input.language, key, args);
  const args: MessageArgs = { club: input.clubName, ...extraArgs };
  return {
    subject: t(`mail.${kind}.subject`, args),
    language: input.language,
    blocks: [
      { paragraph: t('mail.hello', { name: input.name }) },
      { paragraph: t(`mail.${kind}.lead`, args) },
      { action: { label: t(`mail.${kind}.action`, args), url: input.url } },
    ],
    push: pushOf(kind, input.url, extraArgs),
  };
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
  const lines = [
    t('mail.hello', { name: input.name }),
    t('mail.bookingCancelled.lead', { what: input.what, when: input.when }),
    ...(input.refunds.length === 0
      ? [t('mail.bookingCancelled.nothingToRefund')]
      : input.refunds.map((refund) =>
          refund.paymentMethod
            ? t('mail.bookingCancelled.refunded', { amount: refund.amount, method: refund.paymentMethod })
            : t('mail.bookingCancelled.refundedToSameMethod', { amount: refund.amount }),
        )),
  ];
  return { subject: t('mail.bookingCancelled.subject', { what: input.what }), language: input.language, blocks: lines.map((paragraph) => ({ paragraph })) };
}
