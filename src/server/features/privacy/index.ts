// The privacy feature's face: what the rest of the server may use of it.
export { createDataExportRunner } from './export-runner';
export type { DataExportRunner } from './export-runner';
export { deleteExpiredDataExports } from './exports';
export { privacyMail } from './mail';
