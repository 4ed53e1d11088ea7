// The code-page feature's face: what the rest of the server may use of it.
export { createOfflinePageRenderer } from './offline-page';
export { createCodePageRenderer } from './renderer';
