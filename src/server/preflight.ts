import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, lockDataDir } from './infra/data-dir-lock';

/**
 * Why the server cannot start, or null: settings that do not validate, or an embedded database
 * that another process holds. `npm start` asks before it builds anything, so a second start on the
 * same DATA_DIR stops at once; the server itself takes the lock again for its life.
 */
export function whyCannotStart(): string | null {
  try {
    const config = loadConfig();
    if (!config.databaseUrl) lockDataDir(config.dataDir).release();
    return null;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) return error.message;
    throw error;
  }
}
