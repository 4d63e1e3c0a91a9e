import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** A short-lived token that opens the preview of one item and nothing else. */
  signPreview(itemId: string, ttlSeconds: number): Promise<string>;
  verifyPreview(token: string): Promise<string | null>;
  /** The claims of a valid, unexpired token; null otherwise. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || payload.purpose) return null;
        return { userId: payload.sub, tokenVersion: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
