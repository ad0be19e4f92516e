import { useCallback } from 'react';
import type { Audience } from '../../../../lib/identity';
import { useLatestLoad } from '../../../../lib/use-latest-load';
import { loadTwoStep, type TwoStepSettings } from './two-step-flows';
import { twoStepProblem } from './two-step-messages';

/** The user's two-step sign-in as loaded from the pool. */
export type TwoStepState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; settings: TwoStepSettings };

const loadProblem = (error: unknown) => twoStepProblem(error, 'load');

/**
 * The signed-in user's two-step settings: loaded on mount, and again after each change; a late answer is
 * dropped (useLatestLoad).
 */
export function useTwoStep(audience: Audience) {
  const load = useCallback(() => loadTwoStep(audience), [audience]);
  const { state: loaded, reload } = useLatestLoad(load, loadProblem);
  const state: TwoStepState =
    loaded.status === 'ready'
      ? { status: 'ready', settings: loaded.value }
      : loaded.status === 'failed'
        ? { status: 'failed', message: loaded.problem }
        : loaded;
  return { state, reload };
}
