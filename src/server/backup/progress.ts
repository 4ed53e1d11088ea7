/** What a backup or restore tells the operator as it goes. */
export interface Progress {
  line(text: string): void;
  /** A count of `total` things done one by one, told every few seconds and when done. */
  counter(what: string, total: number): { advance(): void; done(note?: string): void };
}

const EVERY_MS = 2000;

/** Progress written line by line through `write` (the command line's standard output). */
export function createProgress(write: (line: string) => void, now: () => number = Date.now): Progress {
  return {
    line: write,
    counter(what, total) {
      let count = 0;
      let toldAt = now();
      return {
        advance() {
          count += 1;
          if (now() - toldAt >= EVERY_MS && count < total) {
            toldAt = now();
            write(`  ${what}: ${count} of ${total}`);
          }
        },
        done(note) {
          write(`  ${what}: ${count} of ${total}${note ? ` (${note})` : ''}`);
        },
      };
    },
  };
}

/** Bytes as a person reads them: 812 B, 4.2 MB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
