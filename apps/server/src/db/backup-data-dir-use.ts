import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * PGlite takes no lock on its data folder: a second process opening it while the server runs would write
 * over the server's pages. While open, the folder holds a postmaster.pid (with no real pid in it), removed
 * again at a clean close, and the process keeps the folder's relation files open. So a folder is in use
 * when a process has files in it open (read from /proc on Linux); a postmaster.pid with no such process is
 * left over from a server that stopped abruptly, or, where processes cannot all be inspected, unknown.
 */
export interface DataDirUse {
  /** Processes (this one included) that have files in the folder open. */
  pids: number[];
  /** The folder holds postmaster.pid: open now, or not closed cleanly. */
  postmasterPid: boolean;
  /** Whether every process's open files could be read (false without /proc, or for other users' processes). */
  complete: boolean;
}

const PROC = '/proc';

function holdsFileIn(pid: string, dir: string): boolean | undefined {
  const fdDir = join(PROC, pid, 'fd');
  let fds: string[];
  try {
    fds = readdirSync(fdDir);
  } catch (error) {
    // The process ended meanwhile: it holds nothing. Another user's process: cannot tell.
    return error instanceof Error && 'code' in error && error.code === 'ENOENT' ? false : undefined;
  }
  return fds.some((fd) => {
    try {
      const target = readlinkSync(join(fdDir, fd));
      return target === dir || target.startsWith(dir + sep);
    } catch {
      return false;
    }
  });
}

/** Who has the data folder open, as far as this system lets a process see. */
export function dataDirUse(dataDir: string): DataDirUse {
  const postmasterPid = existsSync(join(dataDir, 'postmaster.pid'));
  if (!existsSync(dataDir) || !existsSync(join(PROC, 'self', 'fd'))) {
    return { pids: [], postmasterPid, complete: false };
  }
  const dir = realpathSync(dataDir);
  const pids: number[] = [];
  let complete = true;
  for (const entry of readdirSync(PROC)) {
    if (!/^\d+$/.test(entry)) continue;
    const holds = holdsFileIn(entry, dir);
    if (holds === undefined) complete = false;
    else if (holds) pids.push(Number(entry));
  }
  return { pids, postmasterPid, complete };
}

/** The embedded database is open in a running process (or may be): the command refuses to touch it. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

/**
 * Throws a DataDirInUseError when a process has the folder open, or when a postmaster.pid says it may be
 * and not every process could be inspected. Returns whether the folder was left by an abrupt stop.
 */
export function assertDataDirNotInUse(
  dataDir: string,
  use: DataDirUse = dataDirUse(dataDir),
): {
  abruptStop: boolean;
} {
  if (use.pids.length > 0) {
    const who = use.pids.includes(process.pid)
      ? 'this process'
      : `process${use.pids.length > 1 ? 'es' : ''} ${use.pids.join(', ')}`;
    throw new DataDirInUseError(
      `The embedded database in ${dataDir} is in use by ${who} (a running server?). Stop the server, then run this command again.`,
    );
  }
  if (use.postmasterPid && !use.complete) {
    throw new DataDirInUseError(
      `The embedded database in ${dataDir} may be in use: it has a postmaster.pid, and this system does not let ` +
        `this command see which processes have it open. Stop the server, then run this command again. If no ` +
        `server is running (it stopped abruptly), delete ${join(dataDir, 'postmaster.pid')} and run it again.`,
    );
  }
  return { abruptStop: use.postmasterPid };
}
