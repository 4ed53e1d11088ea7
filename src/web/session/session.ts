import { createSessionManager } from './session-manager';
import { browserStorage } from './storage';

/**
 * The one session of the running app. Creating it touches nothing; `session.init()` in main.tsx
 * restores a stored session. The API client registers itself as the token refresher.
 */
export const session = createSessionManager({
  storage: browserStorage(),
  activityTarget: typeof window === 'undefined' ? null : window,
});
