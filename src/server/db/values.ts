// Values from requests, made safe for queries.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from paths and searches: anything that is not a uuid is simply not found (and never reaches SQL). */
export const isUuid = (value: string) => UUID.test(value);

/** Text for LIKE / ILIKE matched as itself: `%`, `_` and `\` lose their wildcard meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
