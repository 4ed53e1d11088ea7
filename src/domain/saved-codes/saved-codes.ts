/** How many codes one account may keep saved: far more than anyone stars, few enough to list at once. */
export const MAX_SAVED_CODES = 500;

export const SAVED_CODES_LIMIT_MESSAGE = `You can keep up to ${MAX_SAVED_CODES} saved codes. Remove some to save more.`;
