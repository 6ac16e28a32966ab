import { escapeHtml, type MailContent } from '../../mail/templates';

/** The mail asking a named partner to confirm an activity sign-up (the link works once). */
export function partnerConsentMail(input: { clubName: string; partnerName: string; signedUpBy: string; activity: string; url: string }): MailContent {
  const greeting = `Hello ${input.partnerName},`;
  const paragraph = `${input.signedUpBy} signed up for ${input.activity} with you as partner. You are in once you confirm:`;
  const label = 'Confirm I take part';
  return {
    subject: `Confirm your place in ${input.activity}`,
    html:
      [greeting, paragraph].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n') +
      `\n<p><a href="${escapeHtml(input.url)}">${escapeHtml(label)}</a></p>\n<p>${escapeHtml(input.clubName)}</p>`,
    text: [greeting, paragraph, `${label}: ${input.url}`, input.clubName].join('\n\n'),
    links: [input.url],
  };
}
