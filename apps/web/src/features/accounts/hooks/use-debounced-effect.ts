import { useEffect, useRef } from 'react';
import { DEBOUNCE_MS } from '@cover/domain';

/** Runs `effect` once `key` has stopped changing for 300 ms (spec 000 §9: look-ups are debounced). */
export function useDebouncedEffect(key: string, effect: (key: string) => void, delayMs = DEBOUNCE_MS): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
}
