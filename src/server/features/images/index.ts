// The images feature's face: what the rest of the server may use of it.
export { attachSessionImages } from './attach';
export { cleanUpImages } from './clean-up';
export { presentImage } from './presenter';
export { listImages } from './service';
