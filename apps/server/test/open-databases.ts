/**
 * The test databases each test file opens, so that the file is failed if it leaves one open: an app built in
 * a file's beforeAll and never closed keeps its in-memory database, and the memory it holds, in the worker
 * until the run ends (the server project's files share their worker, vitest.config.ts), and on PostgreSQL
 * leaves its database on the server after the run. The server project's setup file (setup.ts) starts each
 * file and checks it at its end; files run one after another in a worker, so a count tells them apart.
 */
interface Opened {
  /** which file opened it (the count of files this worker had started then) */
  file: number;
  what: string;
  close: () => Promise<void>;
}

const open = new Set<Opened>();
let file = 0;

/** Called by the setup file as each test file starts. */
export function startTestFile(): void {
  file += 1;
}

/** Records a database as opened by the current file; the returned close forgets it and closes it once. */
export function trackOpened(what: string, close: () => Promise<void>): () => Promise<void> {
  const opened: Opened = { file, what, close };
  let closing: Promise<void> | undefined;
  opened.close = () => {
    open.delete(opened);
    return (closing ??= close());
  };
  open.add(opened);
  return opened.close;
}

/** Closes what the current file opened and left open, and says what that was. */
export async function closeLeftOpen(): Promise<string[]> {
  const left = [...open].filter((opened) => opened.file === file);
  await Promise.all(left.map((opened) => opened.close()));
  return left.map((opened) => opened.what);
}
