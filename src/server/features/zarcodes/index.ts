// The zarcodes feature's face: what the rest of the server may use of it.
export { adminFilters } from './admin-service';
export { NOT_A_CODE, findPlacesByTypedCodes, placeColumns } from './batch-lookup';
export type { PlaceRow } from './batch-lookup';
export { createLookupCache } from './lookup-cache';
export type { LookupCache } from './lookup-cache';
export { createCodeLookupLimit, searchCountingCode } from './lookup-limit';
export type { CodeLookupLimit } from './lookup-limit';
export { nearestPublicCodes } from './nearest';
export { zarcodeAccess } from './policy';
export { presentZarcode, presentZarcodeResult, presentZarcodeWithAccess, showsContent } from './presenter';
export { isCreatorListedPublicly, isListedPublicly, isListedPubliclyIn } from './public-listing';
export { codesStartingWith, searchZarcodes } from './search';
export { OWNER_EDITABLE_FIELDS, ZARCODE_NOT_FOUND, auditedFields, codeViews, findZarcodeByCode, findZarcodeByTypedCode, getZarcodeByCode, getZarcodeByTypedCode, getZarcodeFor, listZarcodesWhere, prefixForNewCode, refuseBeyondCodeLimit, selectWithOwner, selectZarcodesWithViews, viewCountOfCode } from './service';
export type { CodeChangeListener, JoinedRow, PaymentPath, ZarcodeRow, ZarcodeWithOwner, ZarcodeWithViews } from './service';
export { codePageHead, createCodePageMeta, missingCodeHead } from './share-meta';
export { SUGGESTIONS_RATE_LIMIT, listCodeSuggestions, suggestionsLimitKey } from './suggestions';
export { createViewCounter } from './view-counter';
export type { ViewCounter } from './view-counter';
