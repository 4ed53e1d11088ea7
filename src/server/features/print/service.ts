import { plusCodeFor } from '../../../domain/geo/plus-code';
import { codeShortLink } from '../../../domain/zarcode/read-aloud';
import type { Viewer } from '../../actor';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { NOT_A_CODE, findPlacesByTypedCodes, type PlaceRow, zarcodeAccess, getZarcodeByTypedCode } from '../zarcodes';
import type { PrintableCode } from './pdf';

/** What a print shows of a code: the code, its link, Plus Code and place, a public code's title. */
function printableOf(row: Pick<PlaceRow, 'code' | 'title' | 'privacy' | 'latitude' | 'longitude' | 'suburb' | 'city' | 'province'>, publicUrl: string): PrintableCode {
  const place = [row.suburb && row.suburb !== row.city ? row.suburb : null, row.city, row.province].filter(Boolean).join(', ');
  return {
    code: row.code,
    title: row.privacy === 'public' ? row.title : null,
    place,
    plusCode: plusCodeFor(Number(row.latitude), Number(row.longitude)),
    url: codeShortLink(publicUrl, row.code),
  };
}

/** One code, typed any way, for anyone who may look it up: what the print shows is on its public page. */
export async function printableCode(db: Queryable, typed: string, publicUrl: string): Promise<PrintableCode> {
  return printableOf(await getZarcodeByTypedCode(db, typed), publicUrl);
}

/**
 * A selection of codes the caller manages (their own; any as an admin), in the order given. Codes
 * that do not exist or are not theirs are named in a 404, so a batch of prints cannot be used to
 * find out which codes exist.
 */
export async function printableSelection(db: Queryable, viewer: Viewer, typed: readonly string[], publicUrl: string): Promise<PrintableCode[]> {
  const rows = await findPlacesByTypedCodes(db, typed);
  const refused = typed.filter((_, index) => {
    const row = rows[index];
    return row === null || row === NOT_A_CODE || row === undefined || !zarcodeAccess(viewer, row).canEdit;
  });
  if (refused.length > 0) throw notFound(`Not found among your codes: ${refused.slice(0, 10).join(', ')}${refused.length > 10 ? '…' : ''}`);
  return rows.map((row) => printableOf(row as PlaceRow, publicUrl));
}
