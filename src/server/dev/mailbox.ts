import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mail/templates';
import { INT32_MAX } from '../contract/request-bounds';
import { findEmail, listRecentEmails } from '../repositories/emails';
import { mailState } from '../mail/outbox';

/**
 * Development only (not registered when NODE_ENV=production): every mail the server wrote,
 * newest first, with its links, so sign-up and reset flows can be followed without SMTP.
 * The mails hold activation and reset links, so only the machine itself may read them.
 */
export function registerDevMailbox(app: FastifyInstance): void {
  // A plain callback: every request passes here, and only the mailbox's are checked.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/dev/mailbox') || isFromThisMachine(request.socket.remoteAddress, request.headers)) {
      done();
      return;
    }
    reply.code(403).type('text/plain; charset=utf-8').send('The development mailbox only answers requests from this machine (loopback).');
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const mails = await listRecentEmails(app.db, 200);
    const rows = mails
      .map((mail) => {
        const links = mail.links.map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`).join('<br>');
        return `<tr><td>${mail.id}</td><td>${escapeHtml(mail.to_address)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${links}</td><td>${mail.created_at.toISOString()}</td><td>${escapeHtml(mailState(mail))}</td></tr>`;
      })
      .join('\n');
    return reply.type('text/html').send(
      page(
        'Development mailbox',
        `
      <p>Every mail the reference server wrote (${mails.length}), read from the outbox every instance sends from (sent only with SMTP_URL). Not served in production.</p>
      <table class="mails"><thead><tr><th scope="col">#</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Links</th><th scope="col">Created</th><th scope="col">State</th></tr></thead>
      <tbody>${rows || '<tr><td colspan="6">No mails yet.</td></tr>'}</tbody></table>`,
      ),
    );
  });

  // A mail id is a 32-bit integer; anything else names no mail.
  const mailNamed = (raw: string) => {
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    return id <= INT32_MAX ? findEmail(app.db, id) : Promise.resolve(undefined);
  };

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const mail = await mailNamed(request.params.id);
    if (!mail) return reply.code(404).type('text/html').send(page('Mail not found', '<p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
    // The HTML part as a mail client shows it, at a phone's width and a desktop's (the page's Content-Security-Policy
    // allows no frame: the mail's body is put in place, its inline styles kept); the plain-text part under it.
    const content = mailBodyContent(mail.body);
    const shown = (width: number) => `<section aria-label="${width} px" style="width:${width}px;max-width:100%;border:1px solid #ccc">${content}</section>`;
    return reply.type('text/html').send(
      page(
        mail.subject,
        `
      <p><a href="/dev/mailbox">Back to the mailbox</a></p>
      <dl><dt>To</dt><dd>${escapeHtml(mail.to_address)}</dd><dt>Created</dt><dd>${mail.created_at.toISOString()}</dd><dt>State</dt><dd>${escapeHtml(mailState(mail))}</dd></dl>
      <h2>HTML</h2><p><a href="/dev/mailbox/${mail.id}/html">The HTML part alone</a></p>
      <div style="display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-start">${shown(390)}${shown(700)}</div>
      <h2>Plain text</h2><pre style="white-space:pre-wrap">${escapeHtml(mail.text_body ?? '')}</pre>`,
      ),
    );
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id/html', async (request, reply) => {
    const mail = await mailNamed(request.params.id);
    if (!mail) return reply.code(404).type('text/plain; charset=utf-8').send('Mail not found');
    // The body is the HTML the server itself rendered with escaped values (mail/layout.ts): served as written.
    return reply.type('text/html; charset=utf-8').send(mail.body);
  });
}

/** What a mail's <body> holds (a mail written before mails were whole documents: all of it). */
function mailBodyContent(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The peer of the TCP connection, never a forwarded header (which anyone can write): a
 * loopback peer that carries forwarding headers is a local reverse proxy relaying someone
 * else, so it is refused too.
 */
function isFromThisMachine(remoteAddress: string | undefined, headers: Record<string, unknown>): boolean {
  if (!remoteAddress || !LOOPBACK.test(remoteAddress)) return false;
  return headers['x-forwarded-for'] === undefined && headers.forwarded === undefined && headers['x-real-ip'] === undefined;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}.mails{border-collapse:collapse}.mails td,.mails th{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}.mails a{color:#0b57d0}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
