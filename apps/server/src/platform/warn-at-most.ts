/**
 * A warning that would repeat on every request while a dependency is down (Redis, say) is logged at most
 * once per interval: the first at once, then the next after the interval, carrying how many were left out
 * in between (`leftOut`). Under load that is one line a minute, not one a request.
 */
export function warnAtMostEvery<T>(
  intervalMs: number,
  warn: (detail: T, leftOut: number) => void,
  now: () => number = Date.now,
): (detail: T) => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  let leftOut = 0;
  return (detail) => {
    const at = now();
    if (at - lastAt < intervalMs) {
      leftOut += 1;
      return;
    }
    lastAt = at;
    warn(detail, leftOut);
    leftOut = 0;
  };
}
