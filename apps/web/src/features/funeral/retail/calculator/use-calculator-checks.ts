import { useCallback, useEffect, useState } from 'react';
import { loadOnce } from '../../../../lib/load-once';
import { whenIdle } from '../../../../lib/when-idle';
import type * as CalculatorChecksExports from './calculator-checks';

export type CalculatorChecksModule = typeof CalculatorChecksExports;

const loadChecks = loadOnce(() => import('./calculator-checks'));
/** The checks download by then even on a page that never falls idle. */
const CHECKS_IDLE_TIMEOUT_MS = 1500;

export interface CalculatorChecks {
  /** The checked pricing and the price confirmation, once downloaded. */
  loaded: CalculatorChecksModule | null;
  /** The last download failed (the network dropped) and none is under way; `load` tries again. */
  unavailable: boolean;
  load: () => Promise<CalculatorChecksModule | null>;
}

/**
 * The calculator's input checks and price confirmation, downloaded once the page is up and idle (issue 15):
 * the page hydrates and takes input without them, and they are there by the time a visitor has typed. A
 * change made before then starts the download at once (`load`, from the page).
 */
export function useCalculatorChecks(): CalculatorChecks {
  const [loaded, setLoaded] = useState<CalculatorChecksModule | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const load = useCallback(async () => {
    // A new try is under way: the page says it is working, not that the last one failed.
    setUnavailable(false);
    try {
      // A failed download is tried once more at once: this call may have joined one that had started
      // before the network came back.
      const module = await loadChecks().catch(() => loadChecks());
      setLoaded(module);
      return module;
    } catch {
      setUnavailable(true);
      return null;
    }
  }, []);
  useEffect(() => whenIdle(() => void load(), CHECKS_IDLE_TIMEOUT_MS), [load]);
  return { loaded, unavailable, load };
}
