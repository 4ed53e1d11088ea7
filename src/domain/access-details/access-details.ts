/**
 * Access details: what a driver needs at the door (unit, gate code, entrance, hours, landmark, a
 * note). Never part of a code's public answer; shown to the owner, admins, accounts the owner named
 * and holders of a live delivery link (`/{code}?k={secret}`).
 */

export const ACCESS_DETAIL_FIELDS = ['unitFloor', 'gateCode', 'entrance', 'openingHours', 'landmark', 'driverNote'] as const;
export type AccessDetailField = (typeof ACCESS_DETAIL_FIELDS)[number];

/** How each field is labelled in the API's messages. */
export const ACCESS_DETAIL_LABELS: Record<AccessDetailField, string> = {
  unitFloor: 'Unit and floor',
  gateCode: 'Gate or entrance code',
  entrance: 'Which entrance',
  openingHours: 'Opening hours',
  landmark: 'Landmark',
  driverNote: 'Note for drivers',
};

/** How each field is labelled on the pages: its text in the catalogues, in the reader's language. */
export const ACCESS_DETAIL_LABEL_KEYS: Record<AccessDetailField, string> = {
  unitFloor: 'codePage:accessUnitFloor',
  gateCode: 'codePage:accessGateCode',
  entrance: 'codePage:accessEntrance',
  openingHours: 'codePage:accessOpeningHours',
  landmark: 'codePage:accessLandmark',
  driverNote: 'codePage:accessDriverNote',
};

/** All the fields together hold at most this many characters. */
export const ACCESS_DETAILS_MAX_LENGTH = 1000;
export const RECIPIENT_NAME_MAX_LENGTH = 80;
export const DELIVERY_LINK_DAYS_MIN = 1;
export const DELIVERY_LINK_DAYS_MAX = 90;
export const DELIVERY_LINK_DAYS_DEFAULT = 7;
/** Random bytes of a delivery link's secret: 144 bits. */
export const DELIVERY_LINK_SECRET_BYTES = 18;
/** The query parameter of a delivery link, and the header the web sends it in. */
export const DELIVERY_KEY_PARAM = 'k';
export const DELIVERY_KEY_HEADER = 'x-access-key';

/**
 * The answer to a delivery link's key that opens nothing, one for every reason (never issued, revoked,
 * expired): telling them apart would tell someone trying keys which ones were real.
 */
export const DEAD_DELIVERY_LINK_MESSAGE = 'This delivery link has expired or was withdrawn. The person who sent it can make you a new one.';

export type AccessDetailValues = Record<AccessDetailField, string | null>;

/** Characters the details hold together. */
export function accessDetailsLength(details: Partial<Record<AccessDetailField, string | null | undefined>>): number {
  return ACCESS_DETAIL_FIELDS.reduce((sum, field) => sum + (details[field]?.length ?? 0), 0);
}

/** True when no field holds anything. */
export function hasNoAccessDetails(details: AccessDetailValues): boolean {
  return ACCESS_DETAIL_FIELDS.every((field) => !details[field]);
}

/** A delivery link: the code's page with the secret that shows its access details. */
export function deliveryLinkUrl(publicUrl: string, code: string, secret: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${code}?${DELIVERY_KEY_PARAM}=${encodeURIComponent(secret)}`;
}

/** Who is looking at access details, and by what right. */
export const ACCESS_VIAS = ['owner', 'admin', 'account', 'link'] as const;
export type AccessVia = (typeof ACCESS_VIAS)[number];

/** The message sent with a delivery link. */
export function deliveryShareText(code: string, url: string): string {
  return `How to get in at ${code} (gate code, entrance and a note for the driver): ${url}`;
}
