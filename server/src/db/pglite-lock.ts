import fs from 'node:fs';

/**
 * PGlite is Postgres inside one process: a second process that opens the same data folder opens
 * it happily and the two then overwrite each other's pages. PGlite's own postmaster.pid holds no
 * process id (it says -42), so the folder is claimed with a file of our own beside it, holding the
 * owner's process id. The server, `npm run seed`, `npm run backup` and `npm run restore` all open
 * PGlite through openDatabase, so each refuses a folder another live process holds.
 */
export class PgliteFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${folder} is in use by process ${pid} (the server, or another command). ` +
        'PGlite serves one process at a time: stop that process first.',
    );
  }
}

/** Folders this process holds, so a lock naming our own id is told apart from a stale one (an id reused after a restart). */
const heldHere = new Set<string>();

export function lockFileOf(folder: string): string {
  return `${folder}.lock`;
}

/** Claims the folder or throws PgliteFolderInUseError; returns the release. A lock whose process is gone is taken over. */
export function claimPgliteFolder(folder: string): () => void {
  const lockFile = lockFileOf(folder);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(folder);
      return () => {
        heldHere.delete(folder);
        fs.rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder) && (holder !== process.pid || heldHere.has(folder))) {
      throw new PgliteFolderInUseError(folder, holder);
    }
    // The process that wrote it has ended without removing it (killed): the folder is free.
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`could not claim the PGlite data folder ${folder}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
