/**
 * An event handler that starts `task` once the browser has painted what the event changed: at the next
 * frame, in a task of its own. Downloads that a first tap or focus asks for start there. Each dynamic
 * import adds a `<link rel=modulepreload>` per module it needs; run inside the event, that DOM work and the
 * imports' bookkeeping held up the field's own answer to a tap by ~50 ms on the bench's phone (issue 15).
 * Where there is no requestAnimationFrame (some test environments) the task runs on a timer.
 */
export function afterPaint(task: () => unknown): () => void {
  return () => {
    const run = () => setTimeout(() => void task(), 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else run();
  };
}
