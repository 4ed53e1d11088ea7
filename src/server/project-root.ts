import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder, from which the server reads its migrations, gazetteer and built web app.
 * Two levels above this module both as source (src/server/) and as the built server, which bundles
 * every module into dist/server/main.js: module-relative paths would differ between the two.
 */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
