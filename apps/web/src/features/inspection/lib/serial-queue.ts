/**
 * Runs tasks one after another: decoding a 12-megapixel photo takes tens of MB, so an entry-level phone
 * should shrink one photo at a time even when several are taken quickly.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
