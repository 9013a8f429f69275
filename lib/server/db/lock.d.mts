export declare class DataDirInUseError extends Error {
  constructor(lockFile: string, pid: number);
  readonly lockFile: string;
  readonly pid: number;
}

/** Takes the lock file, or throws DataDirInUseError when a live process still holds it after `waitMs` (default 5000). */
export declare function acquireDataDirLock(lockFile: string, options?: { waitMs?: number }): Promise<string>;

/** Removes the lock file if this process holds it. */
export declare function releaseDataDirLock(lockFile: string): void;

/** Drops the group and other permission bits of `dir` and everything in it. */
export declare function restrictToOwner(dir: string): void;
