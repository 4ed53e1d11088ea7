import type { AccessDetailField, AccessVia } from '../../domain/access-details/access-details';
import type { FieldStrings } from '../../domain/field/field';
import type { ZarcodeRecord } from '../../domain/zarcode/schemas';

/**
 * What the server put into its page for the script (`<script type="application/json" id="page-data">`):
 * the code's answer and the texts the script shows, so the script asks the server for nothing more.
 */
export interface PageStrings {
  copyFailed: string;
  close: string;
  savedToast: string;
  unsavedToast: string;
  save: string;
  saved: string;
  mapUnavailable: string;
  checkConnection: string;
  shareFailed: string;
  shareFailedHint: string;
  previousPhoto: string;
  nextPhoto: string;
  private: string;
  privateHint: string;
  notFound: string;
  remove: string;
  /** The access details card's texts (only the texts: the details come from the API). */
  access: { why: Record<AccessVia, string>; empty: string; labels: Record<AccessDetailField, string> };
}

export type PageData =
  | { page: 'code'; code: ZarcodeRecord; tileUrl: string; strings: PageStrings }
  | { page: 'not-found'; strings: PageStrings }
  | { page: 'saved'; strings: PageStrings }
  | { page: 'offline'; strings: PageStrings; field: FieldStrings }
  | { page: 'here'; strings: PageStrings; field: FieldStrings; speechLang: string };

export function readPageData(): PageData | null {
  const element = document.getElementById('page-data');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
