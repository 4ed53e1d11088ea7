// The saved-codes feature's face: what the rest of the server may use of it.
export { createSavedPageRenderer, savedList } from './page';
