import type { Viewer } from '../../actor';
import { zarcodeAccess } from '../zarcodes';

/**
 * Whether an API caller is told where a code is. A public code, or one the caller may manage (their
 * own; any as an admin). Someone else's private code is marked `private` and never located: a key
 * may look up 10,000 batches of 1,000 codes a day, enough to walk the code space, and a private
 * code's owner chose not to publish it. (A person given a private code still opens its page.) Whoever
 * may locate a code also reads its title.
 */
export function canLocateByApi(viewer: Viewer, code: { userId: string; privacy: string }): boolean {
  return code.privacy === 'public' || zarcodeAccess(viewer, code).canSeePrivateDetails;
}

