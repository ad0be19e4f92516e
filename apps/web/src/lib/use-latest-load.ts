import { useCallback, useEffect, useRef, useState } from 'react';

/** What a load has come to: under way, failed with its problem, or ready with its value. */
export type LatestLoad<Value, Problem> =
  { status: 'loading' } | { status: 'failed'; problem: Problem } | { status: 'ready'; value: Value };

/**
 * Loads on mount and again on `reload` (after each change the caller makes). A refresh keeps the value on
 * screen; a first load or a retry after a failure shows the placeholder. Answers that arrive after a newer
 * load started, or after unmount, are dropped. `load` and `problemOf` must be stable (useCallback).
 */
export function useLatestLoad<Value, Problem>(
  load: () => Promise<Value>,
  problemOf: (error: unknown) => Problem,
) {
  const [state, setState] = useState<LatestLoad<Value, Problem>>({ status: 'loading' });
  const latestLoad = useRef(0);

  const reload = useCallback(async () => {
    latestLoad.current += 1;
    const current = latestLoad.current;
    setState((shown) => (shown.status === 'ready' ? shown : { status: 'loading' }));
    try {
      const value = await load();
      if (current === latestLoad.current) setState({ status: 'ready', value });
    } catch (error) {
      if (current === latestLoad.current) setState({ status: 'failed', problem: problemOf(error) });
    }
  }, [load, problemOf]);

  useEffect(() => {
    void reload();
    return () => {
      latestLoad.current += 1;
    };
  }, [reload]);

  return { state, setState, reload };
}
