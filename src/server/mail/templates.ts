/** The club's transactional mails. Every value put into HTML is escaped: names come from customers. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

function layout(clubName: string, greeting: string, paragraphs: string[], action: { label: string; url: string }): MailContent & { subject: '' } {
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p>${escapeHtml(clubName)}</p>`,
  ].join('\n');
  const text = [greeting, ...paragraphs, `${action.label}: ${action.url}`, clubName].join('\n\n');
  return { subject: '', html, text, links: [action.url] };
}

export function activationMail(input: { clubName: string; name: string; url: string }): MailContent {
  return {
    ...layout(input.clubName, `Hello ${input.name},`, ['Thanks for registering. Activate your account to start booking:'], {
      label: 'Activate my account',
      url: input.url,
    }),
    subject: `Activate your ${input.clubName} account`,
  };
}

export function passwordResetMail(input: { clubName: string; name: string; url: string }): MailContent {
  return {
    ...layout(input.clubName, `Hello ${input.name},`, ['Someone asked to reset your password. If it was you, choose a new one here (the link expires in one hour):'], {
      label: 'Set a new password',
      url: input.url,
    }),
    subject: `Reset your ${input.clubName} password`,
  };
}

export function emailChangeMail(input: { clubName: string; name: string; url: string }): MailContent {
  return {
    ...layout(
      input.clubName,
      `Hello ${input.name},`,
      ['You asked to use this address for your account. Confirm it here (the link expires in 24 hours); until then your account keeps its current address:'],
      { label: 'Confirm my new e-mail', url: input.url },
    ),
    subject: `Confirm your new ${input.clubName} e-mail`,
  };
}
