import { useSyncExternalStore } from 'react';
import type { SessionState } from './session-manager';
import { session } from './session';

/** The current session; re-renders on sign-in, sign-out, token refresh and user updates. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
