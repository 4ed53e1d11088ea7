// The access-details feature's face: what the rest of the server may use of it.
export { isLiveDeliveryKey } from './service';
