import { SignJWT, jwtVerify, errors } from 'jose';

export interface AccessClaims {
  /** The customer the token acts as. */
  customerId: number;
  /** Who signed in: differs from customerId while a parent acts as a child. */
  actorId: number;
  /** The actor's session version when issued: a password change raises it and so revokes older tokens. */
  sessionVersion: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const ISSUER = 'club-portal-reference-server';

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async issue(claims: AccessClaims, ttlSeconds = this.ttlSeconds): Promise<IssuedToken> {
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    const token = await new SignJWT({ act: claims.actorId, sv: claims.sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.customerId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** Null for a missing, forged, malformed or expired token. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      // A token without an expiry would never stop working: refused, whatever else it says.
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      const customerId = Number(payload.sub);
      const actorId = Number(payload.act ?? customerId);
      const sessionVersion = Number(payload.sv ?? 0);
      if (![customerId, actorId, sessionVersion].every(Number.isInteger)) return null;
      return { customerId, actorId, sessionVersion };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
