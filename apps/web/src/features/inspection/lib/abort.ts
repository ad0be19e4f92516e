/**
 * Throws the abort reason when `signal` is aborted: AbortSignal#throwIfAborted for the older Android
 * browsers that lack it (and the reason, which older ones lack too).
 */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
