import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { DEFAULT_TOKEN_SECONDS, REMEMBER_ME_TOKEN_SECONDS } from '../../../domain/auth/session-rules';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  rememberMe: boolean;
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenIssuer {
  sign(user: { id: string; tokenVersion: number }, rememberMe: boolean): Promise<string>;
  /** Returns the claims of a well-signed, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** HS256 JWTs: `sub` user id, `ver` token version, `rm` remember me, `jti` for revocation. */
export function createTokenIssuer(secret: string): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    sign(user, rememberMe) {
      const lifetime = rememberMe ? REMEMBER_ME_TOKEN_SECONDS : DEFAULT_TOKEN_SECONDS;
      return new SignJWT({ ver: user.tokenVersion, rm: rememberMe })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${lifetime}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        return {
          userId: payload.sub,
          tokenVersion: payload.ver,
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
