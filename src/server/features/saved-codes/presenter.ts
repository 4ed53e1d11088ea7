import type { SavedCode } from '../../../domain/saved-codes/schemas';
import type { Viewer } from '../../actor';
import { zarcodeAccess, showsContent } from '../zarcodes';
import type { SavedCodeRow } from './service';

/** A saved code as its saver may see it: a private code's title only for its owner and admins. */
export function presentSavedCode(row: SavedCodeRow, viewer: Viewer): SavedCode {
  const { zarcode } = row;
  return {
    zarcode: zarcode.code,
    title: showsContent(zarcode, zarcodeAccess(viewer, zarcode)) ? zarcode.title : null,
    suburb: zarcode.suburb,
    city: zarcode.city,
    province: zarcode.province,
    savedAt: row.savedAt.toISOString(),
  };
}
