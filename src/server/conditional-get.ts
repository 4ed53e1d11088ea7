/** An entity tag without its weak marker: If-None-Match compares tags weakly (RFC 9110, 13.1.2). */
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET may be answered 304 Not Modified: If-None-Match is `*`, or a list of tags one of which
 * is `etag`, compared weakly (a proxy may have added `W/`, and a weak tag of ours matches its strong form).
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag));
}
