// The location-requests feature's face: what the rest of the server may use of it.
export { presentLocationRequest } from './presenter';
export { locationRequesterRule } from './owner-rules';
export { createLocationRequest, deleteOldLocationRequests, getLocationRequest } from './service';
