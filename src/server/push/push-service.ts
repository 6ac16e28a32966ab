/**
 * Web Push (issue 40) through `web-push`, the maintained implementation of the protocol: VAPID (RFC 8292) signs each
 * request with the installation's key pair, and the payload is encrypted for the browser's keys (aes128gcm, RFC
 * 8291). web-push builds the request (`generateRequestDetails`); it is sent with fetch, bounded by a deadline, so a
 * slow push service never holds anything else up. A customer gets a push only for a kind they turned on, on each
 * browser they subscribed, in the language that browser's portal showed. A subscription the push service answers
 * 404 or 410 is gone and removed; any other failure is logged with the service's host alone (the endpoint's path
 * and the keys are the subscription's secrets).
 */
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { matchLanguage, type Language } from '../../i18n/languages';
import { removeEndpoint, subscriptionsFor, vapidKeyPair, type StoredSubscription } from '../repositories/push';
import { currentClub } from '../repositories/club';
import { storedLanguage } from '../mail/recipient-language';
import { pushPayload, type PushNotice } from './notice';

/** How long a push service may take to take a message. */
const SEND_DEADLINE_MS = 10_000;
/** Kept by the push service at most this long when the device is off (a notice without its own end). */
const DEFAULT_TTL_SECONDS = 12 * 3_600;

export interface PushServiceOptions {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Production accepts only https push services on public addresses; elsewhere a loopback http one too (tests). */
  production: boolean;
  /** The sender's contact for the push services (VAPID `sub`): the club's mail address. */
  contact: string;
}

export class PushService {
  #keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  readonly #pending = new Set<Promise<unknown>>();

  constructor(private readonly options: PushServiceOptions) {}

  /** The installation's public VAPID key (the portal subscribes with it): made and stored by the first call. */
  async publicKey(): Promise<string> {
    return (await this.#keyPair()).publicKey;
  }

  #keyPair() {
    this.#keys ??= vapidKeyPair(this.options.db, () => webpush.generateVAPIDKeys()).catch((error: unknown) => {
      this.#keys = undefined;
      throw error;
    });
    return this.#keys;
  }

  /** Whether the server would send to this address: a push service's https URL (not a private address in production). */
  acceptsEndpoint(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (url.protocol === 'http:') return !this.options.production && isLoopback(host);
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
    return !this.options.production || !(isIP(host) !== 0 && isPrivateAddress(host));
  }

  /** Sends after the caller's answer (a mail written, a job's pass): failures are logged, never thrown. */
  notifyLater(customerId: number, notice: PushNotice): void {
    const sending = this.notify(customerId, notice).catch((error: unknown) => this.options.log.warn({ err: error, customer: customerId, kind: notice.kind }, 'push not sent'));
    this.#pending.add(sending);
    void sending.finally(() => this.#pending.delete(sending));
  }

  /** Waits for the pushes under way (the server's close, a test). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  /** Sends the notice to each of the customer's browsers if they turned its kind on; answers how many took it. */
  async notify(customerId: number, notice: PushNotice): Promise<number> {
    const subscriptions = await subscriptionsFor(this.options.db, customerId, notice.kind);
    if (subscriptions.length === 0) return 0;
    const [keys, club] = await Promise.all([this.#keyPair(), currentClub(this.options.db)]);
    const culture = { dateFormat: club.date_format, timeZone: club.time_zone };
    let fallback: Language | undefined;
    let delivered = 0;
    for (const subscription of subscriptions) {
      const language = matchLanguage(subscription.language ?? '') ?? (fallback ??= await storedLanguage(this.options.db, customerId));
      const payload = JSON.stringify(pushPayload(notice, language, culture));
      if (await this.#send(subscription, payload, notice, keys, customerId)) delivered += 1;
    }
    return delivered;
  }

  async #send(subscription: StoredSubscription, payload: string, notice: PushNotice, keys: { publicKey: string; privateKey: string }, customerId: number): Promise<boolean> {
    const service = hostOf(subscription.endpoint);
    if (!this.acceptsEndpoint(subscription.endpoint)) {
      this.options.log.warn({ customer: customerId, kind: notice.kind, service }, 'push not sent: the subscription names no push service this server sends to');
      return false;
    }
    const ttl = notice.until ? Math.max(0, Math.floor((notice.until.getTime() - this.options.now().getTime()) / 1000)) : DEFAULT_TTL_SECONDS;
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: { subject: this.options.contact, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: ttl,
      contentEncoding: 'aes128gcm',
      urgency: notice.kind === 'waitlistOffer' || notice.kind === 'paymentDeadline' ? 'high' : 'normal',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    let status: number;
    try {
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body === null ? null : new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_DEADLINE_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch (error) {
      this.options.log.warn(
        { customer: customerId, kind: notice.kind, service, reason: error instanceof Error ? error.name : 'unknown' },
        'push failed: the push service did not answer',
      );
      return false;
    }
    if (status >= 200 && status < 300) return true;
    if (status === 404 || status === 410) {
      await removeEndpoint(this.options.db, subscription.endpoint);
      this.options.log.info({ customer: customerId, kind: notice.kind, service, status }, 'push subscription gone: removed');
      return false;
    }
    this.options.log.warn({ customer: customerId, kind: notice.kind, service, status }, 'push failed');
    return false;
  }
}

/** The push service's host: what a log line may name of a subscription. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unreadable';
  }
}

const isLoopback = (host: string): boolean => host === 'localhost' || host === '::1' || /^127\./.test(host);

/** Loopback, private, link-local and unspecified addresses: no push service lives there. */
function isPrivateAddress(host: string): boolean {
  if (isIP(host) === 6) return host === '::' || host === '::1' || /^(fc|fd|fe8|fe9|fea|feb)/i.test(host) || /^::ffff:/i.test(host);
  const [a = 0, b = 0] = host.split('.').map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/** The VAPID contact from the club's sender (`Club Demo <no-reply@demo.club>` → `mailto:no-reply@demo.club`). */
export function vapidContact(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s<>]+@[^\s<>]+$/.test(mailFrom.trim()) ? mailFrom.trim() : undefined);
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https:') ? publicUrl : 'mailto:no-reply@localhost';
}
