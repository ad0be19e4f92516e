import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@cover/domain';

/** The value once it has stopped changing for `delayMs` (lookups are debounced 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
