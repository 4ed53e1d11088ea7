// The bundles feature's face: what the rest of the server may use of it.
export { presentBundle } from './presenter';
export { consumeBundleCredit, createPaidBundle, findBundle, listBundles } from './service';
