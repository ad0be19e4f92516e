/** Thrown by withTimeout when the work did not settle in time. */
export class TimeoutError extends Error {
  constructor(
    readonly what: string,
    readonly timeoutMs: number,
  ) {
    super(`${what} did not answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Settles as `work` does, or rejects with a TimeoutError after `timeoutMs`. The work itself is not
 * cancelled (a late rejection is swallowed); the timer never keeps the process alive.
 */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, timeoutMs)), timeoutMs);
    timer.unref();
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
