// The images feature's face: what the rest of the server may use of it.
export { attachSessionImages } from './attach';
export { cleanUpImages, removeQueuedImageFiles } from './clean-up';
export { presentImage } from './presenter';
export { imageFileKey, listImages } from './service';
