import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createBackup } from './backup';
import { BackupError } from './manifest';
import { createProgress } from './progress';
import { restoreBackup } from './restore';

// `npm run backup -- --out FILE` and `npm run restore -- FILE`, with the server's own settings (the
// environment, or .env in the folder it is run from).

const USAGE = `Usage:
  npm run backup -- --out FILE|FOLDER [--pg-bin DIR]
  npm run restore -- FILE [--pg-bin DIR]

--pg-bin names the folder of PostgreSQL's pg_dump and pg_restore (default: the PATH).`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, 'pg-bin': { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const progress = createProgress((line) => console.log(line));
  const config = loadConfig();
  if (command === 'backup') {
    if (!values.out || positionals.length > 0) {
      console.error(`${USAGE}\n\nbackup needs --out: the file to write, or a folder to write it in.`);
      return 2;
    }
    await createBackup({ config, out: values.out, pgBin: values['pg-bin'], progress });
    return 0;
  }
  if (positionals.length !== 1 || values.out) {
    console.error(`${USAGE}\n\nrestore needs the backup file, and only that.`);
    return 2;
  }
  await restoreBackup({ config, file: positionals[0]!, pgBin: values['pg-bin'], progress });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} stopped: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
