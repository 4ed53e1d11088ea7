/** Session timing (docs/rules.md#constants). */
export const TOKEN_EXPIRY_TOLERANCE_MS = 5 * 60 * 1000;
export const REFRESH_BEFORE_EXPIRY_MS = 300 * 1000;
export const REFRESH_ADVISED_UNDER_MS = 600 * 1000;
export const INACTIVITY_LIMIT_MS = 60 * 60 * 1000;
export const ACTIVITY_THROTTLE_MS = 30 * 1000;
export const LOGIN_REDIRECT_DELAY_MS = 100;

export const REMEMBER_ME_TOKEN_SECONDS = 7 * 24 * 60 * 60;
export const DEFAULT_TOKEN_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 6;

/** Server messages the web recognises to choose what it tells the user. */
export const INACTIVITY_MESSAGE = 'Session expired due to inactivity';
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
export const LAST_ACTIVITY_HEADER = 'x-last-activity';
