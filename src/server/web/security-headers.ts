import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a club adds to the browser security headers (README, configuration). */
export interface SecurityHeadersOptions {
  /** Origins of the payment providers' scripts and APIs (PAYMENT_ORIGINS), e.g. https://js.stripe.com. */
  paymentOrigins: string[];
  /** Sites that may embed the portal (FRAME_ANCESTORS), e.g. the club's own site showing the clean shop. */
  frameAncestors: string[];
  /** Further origins the portal calls (CSP_CONNECT_SRC), plus the API of a portal built with VITE_API_BASE_URL. */
  connectOrigins: string[];
}

// An origin, or a subdomain wildcard ("https://*.paypal.com"); never a bare scheme ("https:"), which would open the policy to every site.
const SOURCE = /^(https?|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** A space- or comma-separated list of origins; anything that is not one stops the server at start. */
export function parseOrigins(name: string, value: string | undefined): string[] {
  const sources = (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((source) => source.replace(/\/+$/, ''));
  for (const source of sources) {
    if (!SOURCE.test(source)) throw new Error(`${name} must list origins such as https://pay.example.com, got "${source}"`);
  }
  return [...new Set(sources)];
}

/** The origin of an absolute http(s) URL; a relative one (or none) is this server's own origin. */
function originOf(url: string | undefined): string | null {
  try {
    const parsed = new URL(url?.trim() ?? '');
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function securityHeadersFromEnv(env: NodeJS.ProcessEnv = process.env): SecurityHeadersOptions {
  const apiOrigin = originOf(env.VITE_API_BASE_URL);
  return {
    paymentOrigins: parseOrigins('PAYMENT_ORIGINS', env.PAYMENT_ORIGINS),
    frameAncestors: parseOrigins('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
    connectOrigins: [...parseOrigins('CSP_CONNECT_SRC', env.CSP_CONNECT_SRC), ...(apiOrigin ? [apiOrigin] : [])],
  };
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The three policies: the portal's pages, the JSON API, and files (club uploads, the dev mailbox) that never run script. */
function contentSecurityPolicies(options: SecurityHeadersOptions): { portal: string; api: string; files: string } {
  const ancestors = ["'self'", ...options.frameAncestors];
  const portal = policy({
    'default-src': ["'self'"],
    // No inline script and no eval: the built portal loads only its own modules.
    'script-src': ["'self'", ...options.paymentOrigins],
    // <style> elements only from files; style="" attributes stay, as club HTML (legal texts, posts) carries them.
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    // Club images may live on any HTTPS host (a CDN, the club's site); previews use blob: and data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...options.connectOrigins, ...options.paymentOrigins],
    // Training videos embed YouTube, Vimeo… and payment widgets frame their provider.
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...options.paymentOrigins],
    'frame-ancestors': ancestors,
  });
  const api = policy({ 'default-src': ["'none'"], 'frame-ancestors': ancestors });
  // An uploaded SVG or HTML file opened on its own must not run script on this origin.
  const files = policy({
    'default-src': ["'none'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'frame-ancestors': ancestors,
  });
  return { portal, api, files };
}

/**
 * Files other sites' pages may show: shared links' preview images (a chat or mail client that puts og:image in its
 * own page as an <img>), club images in mails, and the sandboxes' scripts, which stand in for a provider's CDN
 * (a portal built elsewhere, or with VITE_PAYMENT_SCRIPT_* pointing here, loads them from another origin).
 * `same-site` would not do: those pages are on other sites. Everything else (the portal's own modules, styles,
 * fonts, the API) is only ever loaded by the portal on this origin; its API calls are CORS requests, which this
 * header does not govern.
 */
const SHARED_PREFIXES = ['/uploads/', '/images/', '/preview-images/', '/app-icons/', '/sandbox/'];

// Powerful features the portal never uses, so a script that got in (or a framed page) cannot ask for them. Only
// features browsers recognise: an unknown name is a console error on every page (Lighthouse counts it). Not the
// motion sensors and fullscreen: the training videos' players (YouTube, Vimeo) ask for them. Not clipboard-write
// or web-share: the calendar feed and the share buttons use them.
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'display-capture', 'usb', 'serial', 'hid', 'midi'];

/**
 * The Permissions-Policy: the denied features, and the Payment Request API for this origin and the payment
 * providers' (PAYMENT_ORIGINS), whose framed widgets offer wallets through it (Stripe's Payment Element, PayPal's).
 */
function permissionsPolicy(paymentOrigins: string[]): string {
  const payment = ['self', ...paymentOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), `payment=(${payment})`].join(', ');
}

/**
 * Browser security headers on every answer: the Content-Security-Policy that fits the path,
 * nosniff, the referrer policy, framing, the cross-origin opener and resource policies, the
 * permissions policy, and HSTS when the request came over HTTPS (directly or, with TRUST_PROXY,
 * through the proxy).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = securityHeadersFromEnv()): void {
  const policies = contentSecurityPolicies(options);
  const frameOptions = options.frameAncestors.length === 0;
  const permissions = permissionsPolicy(options.paymentOrigins);
  // A plain callback, not async: every answer passes here, and a promise per answer is measurable on the hot reads.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const path = request.url;
    if (!reply.hasHeader('content-security-policy')) {
      const csp = path.startsWith('/api/') ? policies.api : path.startsWith('/uploads/') || path.startsWith('/dev/') ? policies.files : policies.portal;
      reply.header('content-security-policy', csp);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // The payment providers' popups (PayPal, 3-D Secure) talk back to the checkout that opened them.
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    reply.header('cross-origin-resource-policy', SHARED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'cross-origin' : 'same-origin');
    reply.header('permissions-policy', permissions);
    // Browsers that know frame-ancestors ignore this; it can name one origin only, so it goes when clubs embed.
    if (frameOptions) reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
