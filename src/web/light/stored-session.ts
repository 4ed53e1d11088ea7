import { AUTH_TOKEN_KEY } from '../session/session-manager';
import { setSessionHint } from '../session/session-hint';
import { isTokenExpired } from '../session/token';

/**
 * The token the web app keeps in this browser, if it is still good: the server page shows what any
 * visitor may see, and asks for more (owner actions, a private title, the account's saved codes)
 * with it. The session itself stays the web app's business: nothing here refreshes or clears it.
 */
export function storedToken(): string | null {
  let token: string | null = null;
  try {
    token = localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    token = null;
  }
  const isGood = token !== null && !isTokenExpired(token, Date.now());
  setSessionHint(isGood);
  return isGood ? token : null;
}

/** A JSON call of the API with the stored token: null on any failure (the page already says enough). */
export async function callApi<T>(path: string, token: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET'): Promise<T | null> {
  try {
    const response = await fetch(`/api${path}`, { method, headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
