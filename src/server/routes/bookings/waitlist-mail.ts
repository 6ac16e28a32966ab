import { escapeHtml, type MailContent } from '../../mail/templates';

/** The mail to the first player in line when a place frees: a link holding the place until `until`. */
export function waitlistOfferMail(input: { clubName: string; name: string; url: string; until: string }): MailContent {
  const lines = [`A place has opened up in the match you are waiting for. It is held for you until ${input.until}.`, `Join now: ${input.url}`];
  return {
    subject: `A place is free for you: ${input.clubName}`,
    html: [`<p>${escapeHtml(`Hello ${input.name},`)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p>${escapeHtml(input.clubName)}</p>`].join('\n'),
    text: [`Hello ${input.name},`, ...lines, input.clubName].join('\n\n'),
    links: [input.url],
  };
}
