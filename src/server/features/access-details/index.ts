// The access-details feature's face: what the rest of the server may use of it.
export { isLiveDeliveryKey, readAccessDetailsOfMany } from './service';
export type { AccessAnswer, AccessAsked } from './service';
