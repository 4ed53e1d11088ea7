// The part of fs-native-extensions 1.5's API the server uses (the package ships no types).
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file (an open file description's fcntl lock on Linux, flock on macOS). */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
