// The api-v1 feature's face: what the rest of the server may use of it (how integrators read a code).
export { canLocateByApi } from './policy';
export { presentPlace } from './presenter';
