// The developers feature's face: what the rest of the server may use of it.
export { keyAllows } from './policy';
export { findApiKeyBySecret, recordApiKeyUse } from './service';
