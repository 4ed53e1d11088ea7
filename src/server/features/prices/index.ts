// The prices feature's face: what the rest of the server may use of it.
export { getCurrentPriceCents, listPriceCents } from './service';
