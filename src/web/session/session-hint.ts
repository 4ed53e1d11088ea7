/**
 * A cookie that only says "this browser holds a signed-in session" (`signed_in=1`), beside the token in
 * localStorage. The server's code page reads it to leave the view count to the signed-in answer the
 * page then asks for, and to show Dashboard instead of Sign in. It carries no token and opens nothing.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function setSessionHint(isSignedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const has = document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
  if (has === isSignedIn) return;
  document.cookie = isSignedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
