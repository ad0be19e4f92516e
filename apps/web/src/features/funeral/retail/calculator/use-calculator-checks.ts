import { useCallback, useEffect, useState } from 'react';
import { loadOnce } from '../../../../lib/load-once';
import type * as CalculatorChecksExports from './calculator-checks';

export type CalculatorChecksModule = typeof CalculatorChecksExports;

const loadChecks = loadOnce(() => import('./calculator-checks'));

export interface CalculatorChecks {
  /** The checked pricing and the price confirmation, once downloaded. */
  loaded: CalculatorChecksModule | null;
  /** The last download failed (the network dropped); `load` tries again. */
  unavailable: boolean;
  load: () => Promise<CalculatorChecksModule | null>;
}

/**
 * The calculator's input checks and price confirmation, downloaded once the page is up (issue 15): the
 * page hydrates and takes input without them, and they are there by the time a visitor has typed.
 */
export function useCalculatorChecks(): CalculatorChecks {
  const [loaded, setLoaded] = useState<CalculatorChecksModule | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const load = useCallback(async () => {
    try {
      const module = await loadChecks();
      setLoaded(module);
      setUnavailable(false);
      return module;
    } catch {
      setUnavailable(true);
      return null;
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { loaded, unavailable, load };
}
