import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** What a verified token says: who, which token version, which session, until when. */
export interface VerifiedToken extends TokenClaims {
  /** One per sign-in (the `sid` claim), so signing out ends that session only. */
  sessionId: string | null;
  expiresAt: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** A short-lived token that opens the preview of one item and nothing else. */
  signPreview(itemId: string, ttlSeconds: number): Promise<string>;
  verifyPreview(token: string): Promise<string | null>;
  /** The claims of a valid, unexpired token; null otherwise. */
  verify(token: string): Promise<VerifiedToken | null>;
  /**
   * A signer for links that are not tokens (an advertisement's click address): HMAC-SHA256 in
   * base64url under a key derived from the signing key for this `purpose` alone, so every
   * process signs alike and no such signature is ever a token's.
   */
  mac(purpose: string): (message: string) => string;
}

/** How many verified tokens are remembered: a signature check costs more than the request. */
const VERIFIED_TOKENS = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token never changes, so its verdict holds until it expires; revocation is the
  // token version, checked against the user on every request.
  const verified = new Map<string, VerifiedToken>();
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion, sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    signPreview: (itemId, ttlSeconds) =>
      new SignJWT({ purpose: 'preview' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(itemId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verifyPreview(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.purpose === 'preview' && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
    mac(purpose) {
      const derived = createHmac('sha256', key).update(`masthead ${purpose}`).digest();
      return (message) => createHmac('sha256', derived).update(message).digest('base64url');
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || payload.purpose) return null;
        if (typeof payload.exp !== 'number') return null;
        const claims: VerifiedToken = {
          userId: payload.sub,
          tokenVersion: payload.tv,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
          expiresAt: payload.exp * 1000,
        };
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
