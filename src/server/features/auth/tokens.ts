import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { DEFAULT_TOKEN_SECONDS, REMEMBER_ME_TOKEN_SECONDS } from '../../../domain/auth/session-rules';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  sessionId: string;
  rememberMe: boolean;
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenContent {
  userId: string;
  tokenVersion: number;
  sessionId: string;
  rememberMe: boolean;
}

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenIssuer {
  /** A token lasting 7 days with remember me, else 24 hours. */
  sign(content: TokenContent): Promise<SignedToken>;
  /** Returns the claims of a well-signed, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** HS256 JWTs: `sub` user id, `ver` token version, `sid` session, `rm` remember me, and a `jti`. */
export function createTokenIssuer(secret: string): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(content) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + (content.rememberMe ? REMEMBER_ME_TOKEN_SECONDS : DEFAULT_TOKEN_SECONDS);
      const token = await new SignJWT({ ver: content.tokenVersion, sid: content.sessionId, rm: content.rememberMe })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(content.userId)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.sid !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        return {
          userId: payload.sub,
          tokenVersion: payload.ver,
          sessionId: payload.sid,
          rememberMe: payload.rm === true,
          jti: payload.jti,
          exp: payload.exp,
        };
      } catch {
        return null;
      }
    },
  };
}
