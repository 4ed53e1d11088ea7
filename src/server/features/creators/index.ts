// The creators feature's face: what the rest of the server may use of it.
export { canCreateCreatorCodes } from './policy';
export { presentPublicCreator } from './presenter';
export { INACTIVE_CREATOR_MESSAGE, PREFIX_NEEDED_MESSAGE, getOwnCreatorProfile, getPublicCreator } from './service';
