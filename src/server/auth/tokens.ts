import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { LRUCache } from 'lru-cache';

export interface AccessClaims {
  /** The customer the token acts as. */
  customerId: number;
  /** Who signed in: differs from customerId while a parent acts as a child. */
  actorId: number;
  /** The actor's session version when issued: a password change raises it and so revokes older tokens. */
  sessionVersion: number;
  /**
   * The actor is one of the club's staff (customers.staff, read when the token is issued): the portal offers the
   * club's settings page. The settings operations read the role from the database again on each call.
   */
  staff?: boolean;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const ISSUER = 'club-portal-reference-server';

/** Tokens whose signature was checked, kept at most (a signed-in page sends the same one with every call). */
const VERIFIED_TOKENS = 20_000;

interface Verified {
  claims: AccessClaims;
  /** The token's exp, in ms. */
  expiresAt: number;
}

export class TokenService {
  // A token's signature and claims never change: once checked, its claims are kept until it expires, so a
  // signed-in caller's next calls skip the HMAC and JSON parsing (the session version is still checked
  // on every call: auth/plugin.ts). Bounded: the least recently used go first.
  readonly #verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS });

  // The secret as a key imported once: given the bytes, jose imports them into WebCrypto on every call,
  // which cost more than the signature itself in a booking rush of first-time tokens.
  #key?: Promise<CryptoKey>;

  // The same for node's HMAC: given the bytes, createHmac makes a key of them on every call, which cost a
  // first-time token (each attempt of a booking rush) several times the signature itself.
  readonly #verifyKey: KeyObject;

  /** `now` is the server's clock (app.clock): a token's expiry is decided by it, so a test pins it and moves it on. */
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.#verifyKey = createSecretKey(secret);
  }

  #hmacKey(): Promise<CryptoKey> {
    this.#key ??= crypto.subtle.importKey('raw', new Uint8Array(this.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return this.#key;
  }

  async issue(claims: AccessClaims, ttlSeconds = this.ttlSeconds): Promise<IssuedToken> {
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + ttlSeconds * 1000);
    const token = await new SignJWT({ act: claims.actorId, sv: claims.sessionVersion, ...(claims.staff ? { stf: true } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.customerId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.#hmacKey());
    return { token, expiresAt };
  }

  /** Null for a missing, forged, malformed or expired token. */
  async verify(token: string): Promise<AccessClaims | null> {
    const kept = this.#verified.get(token);
    if (kept) {
      // As jose does: expired once the clock reaches exp (whole seconds).
      if (Math.floor(this.now().getTime() / 1000) * 1000 < kept.expiresAt) return kept.claims;
      this.#verified.delete(token);
      return null;
    }
    const checked = this.#check(token);
    if (checked) this.#verified.set(token, checked);
    return checked?.claims ?? null;
  }

  /**
   * The signature first, with node's HMAC in this turn: WebCrypto's verify (jose's jwtVerify) hops to the thread
   * pool and back, a cost every first-time token of a booking rush would pay. Nothing of an unsigned token is
   * parsed. Then jose's decoders and the checks jwtVerify made: HS256 only, no critical
   * header, our issuer, a subject and an expiry, expired once the clock reaches exp, not before nbf.
   */
  #check(token: string): Verified | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(createHmac('sha256', this.#verifyKey).update(`${header}.${payload}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: ReturnType<typeof decodeJwt>;
    try {
      const protectedHeader = decodeProtectedHeader(token);
      if (protectedHeader.alg !== 'HS256' || protectedHeader.crit !== undefined || protectedHeader.b64 !== undefined) return null;
      claims = decodeJwt(token);
    } catch {
      return null;
    }
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    // A token without an expiry would never stop working: refused, whatever else it says.
    if (claims.iss !== ISSUER || typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    const customerId = Number(claims.sub);
    const actorId = Number(claims.act ?? customerId);
    const sessionVersion = Number(claims.sv ?? 0);
    if (![customerId, actorId, sessionVersion].every(Number.isInteger)) return null;
    const staff = claims.stf === true ? { staff: true } : {};
    return { claims: { customerId, actorId, sessionVersion, ...staff }, expiresAt: claims.exp * 1000 };
  }
}
