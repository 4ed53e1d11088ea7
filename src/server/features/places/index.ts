// The places feature's face: what the rest of the server may use of it.
export { currentGeocoder, placeLookup } from './service';
