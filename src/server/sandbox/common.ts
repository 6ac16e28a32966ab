import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentMethodType } from '../db/schema';
import { methodsOfType, type ProviderMethod } from '../repositories/provider-payments';
import { usesSandbox } from '../payments/runtime';

/**
 * What every provider sandbox shares: its records (in memory: a sandbox forgets on restart, like a
 * provider's test mode would not), the hosted pages with their visible "Sandbox" mark, and the rule that
 * it answers only while an active payment method is configured for it (and never in production: the
 * plugin is not registered there).
 */
export function sandboxId(prefix: string, length = 24): string {
  return `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A hosted page of a sandbox: its own stylesheet, no inline script, the Sandbox mark first. */
export function sandboxPage(title: string, body: string, scripts: string[] = []): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox</title><link rel="stylesheet" href="/sandbox/sandbox.css">
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('')}</head>
<body><main class="sandbox"><p class="sandbox-mark" role="note">Sandbox</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const hiddenFields = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The three choices a hosted sandbox page offers: approve, decline, or a 3-D Secure challenge first. */
export function choiceForm(action: string, fields: Record<string, string>, options: { threeDs?: boolean } = {}): string {
  return `<form method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}
<div class="sandbox-choices">
<button type="submit" name="choice" value="approve">Approve payment</button>
${options.threeDs ? '<button type="submit" name="choice" value="3ds">Approve with 3-D Secure</button>' : ''}
<button type="submit" name="choice" value="decline" class="decline">Decline payment</button>
</div></form>`;
}

/** The 3-D Secure challenge of a sandbox: the bank's page, where the customer completes or fails it. */
export function challengePage(action: string, fields: Record<string, string>): string {
  return sandboxPage(
    '3-D Secure',
    `<p>Your bank asks you to confirm this payment.</p><form method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}
<div class="sandbox-choices"><button type="submit" name="choice" value="approve">Complete authentication</button>
<button type="submit" name="choice" value="decline" class="decline">Fail authentication</button></div></form>`,
  );
}

export const html = (reply: FastifyReply, page: string) => reply.type('text/html; charset=utf-8').send(page);

/** The active method of this type that uses the sandbox, or a 404 as if the sandbox did not exist. */
export async function sandboxMethod(app: FastifyInstance, type: PaymentMethodType, reply: FastifyReply): Promise<ProviderMethod | null> {
  const method = await configuredSandbox(app, type);
  if (!method) {
    await reply.code(404).send({ ok: false, errorMsg: reply.request.t('notFound.sandbox') });
    return null;
  }
  return method;
}

/**
 * The sandbox-configured methods, kept per server. A provider adapter calls its sandbox from inside the
 * checkout's transaction; on PGlite (one connection) a fresh read here would wait for that transaction,
 * which waits for this answer. So the last read answers at once and a new read starts behind it: a changed
 * method is seen from the next sandbox call on. The first read happens when the server gets ready.
 */
// Kept per database (the root app and its plugin contexts share one) so that any of them can refresh it.
const known = new WeakMap<object, { methods: Map<PaymentMethodType, ProviderMethod | undefined>; reading: Map<PaymentMethodType, Promise<ProviderMethod | undefined>> }>();

function readConfigured(app: FastifyInstance, type: PaymentMethodType): Promise<ProviderMethod | undefined> {
  let state = known.get(app.db);
  if (!state) known.set(app.db, (state = { methods: new Map(), reading: new Map() }));
  const { methods, reading } = state;
  let read = reading.get(type);
  if (!read) {
    read = methodsOfType(app.db, type)
      .then((found) => {
        const method = found.find((candidate) => candidate.active && usesSandbox(candidate));
        methods.set(type, method);
        return method;
      })
      .finally(() => reading.delete(type));
    reading.set(type, read);
  }
  return read;
}

/** The active method of this type configured for the sandbox, if any (see `known`). */
export async function configuredSandbox(app: FastifyInstance, type: PaymentMethodType): Promise<ProviderMethod | undefined> {
  const read = readConfigured(app, type);
  const methods = known.get(app.db)!.methods;
  if (!methods.has(type)) return read;
  // A failed background read (the database closing) keeps the last answer.
  read.catch((error: unknown) => app.log.warn({ err: error }, 'Could not read the sandbox payment methods'));
  return methods.get(type);
}

/** Reads every provider's sandbox method once, before the first request. */
export async function readSandboxMethods(app: FastifyInstance, types: PaymentMethodType[]): Promise<void> {
  await Promise.all(types.map((type) => readConfigured(app, type)));
}

/**
 * Where a sandbox may send the browser: a path of this site. A relative path ('/cz/ok?x=1') is kept; an
 * absolute address is accepted only on one of `origins` (this server's) and reduced to its path; anything
 * else (another host, '//host', 'javascript:') is null. So a sandbox never becomes an open redirect.
 */
export function sameOriginPath(value: string | undefined, origins: string[]): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN && !origins.includes(url.origin)) return null;
  // '//host' as a path would leave the site again: one leading slash only.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

const SAME_ORIGIN = 'http://same-origin.invalid';

/** The origins a request came to this server under: PUBLIC_URL's and the Host it was sent to. */
export function ownOrigins(request: FastifyRequest): string[] {
  const origins = [new URL(request.server.payments.publicUrl).origin];
  try {
    origins.push(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // A Host header that is no host: only PUBLIC_URL's origin.
  }
  return origins;
}

/** A form or JSON body as a string map. */
export function fields(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, value === undefined || value === null ? '' : String(value)]));
}

export const SANDBOX_CSS = `
.sandbox{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:1.5rem;border:1px solid #8a8a8a;border-radius:12px;color:#1d1d1d;background:#fff}
.sandbox-mark{display:inline-block;margin:0 0 .5rem;padding:.25rem .75rem;border-radius:999px;background:#7a3e00;color:#fff;font-weight:700;letter-spacing:.04em}
.sandbox h1{font-size:1.4rem;margin:.25rem 0 1rem}
.sandbox dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
.sandbox-choices{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
.sandbox button{min-height:44px;padding:.5rem 1rem;border-radius:8px;border:1px solid #0b5a4a;background:#0b5a4a;color:#fff;font-size:1rem;cursor:pointer}
.sandbox button.decline{background:#fff;color:#8b1a1a;border-color:#8b1a1a}
.sandbox label{display:block;margin-top:.75rem;font-weight:600}
.sandbox input,.sandbox select{display:block;width:100%;box-sizing:border-box;min-height:44px;margin-top:.25rem;padding:.5rem;border:1px solid #6b6b6b;border-radius:8px;font-size:1rem}
.sandbox-overlay{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000;overflow:auto}
.sandbox-overlay .sandbox{margin:1rem;max-width:min(32rem,calc(100vw - 2rem))}
`;
