import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Databases on one PostgreSQL server, made and dropped by the bench. */
export interface DatabaseServer {
  urlOf(name: string): string;
  /** The database of this name, made when missing. */
  ensureDatabase(name: string): Promise<string>;
  /** A new, empty database of this name (dropped first when it exists). */
  freshDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
}

/** A PostgreSQL cluster the bench started itself, kept between runs so the seeded rows are reused. */
export interface OwnCluster extends DatabaseServer {
  dataDir: string;
  stop(): void;
}

/** The databases beside `url`'s on its server (the bench's own, or DATABASE_URL's when its user may make databases). */
export function databaseServer(url: string): DatabaseServer {
  const urlOf = (name: string) => {
    const other = new URL(url);
    other.pathname = `/${name}`;
    return other.toString();
  };
  const asAdmin = async <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  };
  const dropDatabase = (name: string) =>
    asAdmin(async (admin) => {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    });
  return {
    urlOf,
    ensureDatabase: (name) =>
      asAdmin(async (admin) => {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
        return urlOf(name);
      }),
    freshDatabase: async (name) => {
      await dropDatabase(name);
      await asAdmin((admin) => admin.query(`create database ${pg.escapeIdentifier(name)}`));
      return urlOf(name);
    },
    dropDatabase,
  };
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
  if (!found) {
    throw new Error('No PostgreSQL binaries in /usr/lib/postgresql: apt-get install postgresql, or set DATABASE_URL');
  }
  return found;
}

/** Runs a PostgreSQL tool as the user postgres when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]): void {
  if (process.getuid?.() === 0) {
    const quoted = [command, ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(command, args, { stdio: 'pipe' });
  }
}

/**
 * Starts (creating on first use) a throwaway cluster in `folder`, on its own port and socket
 * folder, trusting local connections. Settings are those of a small dedicated database server:
 * shared buffers large enough to hold the seeded table and its indexes.
 */
export async function startOwnCluster(folder: string, port: number): Promise<OwnCluster> {
  const bin = postgresBin();
  const dataDir = path.join(folder, 'data');
  mkdirSync(folder, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', folder]);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  }
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c shared_buffers=1GB',
    '-c max_connections=100',
    '-c maintenance_work_mem=512MB',
    '-c work_mem=16MB',
  ].join(' ');
  const stop = () => {
    try {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
  };
  stop(); // a run killed half-way may have left it running
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);

  return { ...databaseServer(`postgres://postgres@127.0.0.1:${port}/postgres`), dataDir, stop };
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU clock ticks used so far by each process of a cluster, by pid. */
export type ClusterTicks = Map<number, number>;

/**
 * CPU time used so far by each process of the cluster whose data folder is `dataDir`: the postmaster
 * and its children (backends, writers), read from /proc. Linux only; null when it cannot be read.
 */
export function clusterTicks(dataDir: string): ClusterTicks | null {
  try {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const ticks: ClusterTicks = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      // Fields after the command name (which may hold spaces) start at state: ppid is the 2nd, utime the 12th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      if (pid === postmaster || Number(fields[1]) === postmaster) {
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      }
    }
    return ticks;
  } catch {
    return null;
  }
}

/**
 * Microseconds of CPU the cluster used between two readings (10 ms resolution). Processes that ended
 * in between (an autovacuum worker) are left out; those that started count whole.
 */
export function clusterCpuMicrosBetween(before: ClusterTicks, after: ClusterTicks): number {
  let ticks = 0;
  for (const [pid, used] of after) ticks += Math.max(0, used - (before.get(pid) ?? 0));
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1e6;
}
