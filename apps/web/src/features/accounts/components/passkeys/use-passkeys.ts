import { useCallback } from 'react';
import type { Audience } from '../../../../lib/identity';
import { useLatestLoad } from '../../../../lib/use-latest-load';
import { addPasskey, listPasskeys, removePasskey, type Passkey } from './passkey-flows';
import { passkeyProblem, type PasskeyProblem } from './passkey-messages';

/** The passkey list as loaded from the pool. */
export type PasskeyList =
  | { status: 'loading' }
  | { status: 'failed'; problem: PasskeyProblem }
  | { status: 'ready'; passkeys: Passkey[] };

/** How an add or remove ended. */
export type PasskeyOutcome = { ok: true } | { ok: false; problem: PasskeyProblem };

const loadProblem = (error: unknown) => passkeyProblem(error, 'load');

/**
 * The signed-in user's passkeys: the list (loaded on mount, reloaded after each change; a late answer is
 * dropped: useLatestLoad), and adding or removing one.
 */
export function usePasskeys(audience: Audience) {
  const load = useCallback(() => listPasskeys(audience), [audience]);
  const { state, setState, reload } = useLatestLoad(load, loadProblem);
  const list: PasskeyList =
    state.status === 'ready'
      ? { status: 'ready', passkeys: state.value }
      : state.status === 'failed'
        ? { status: 'failed', problem: state.problem }
        : state;

  const add = useCallback(async (): Promise<PasskeyOutcome> => {
    try {
      await addPasskey(audience);
    } catch (error) {
      return { ok: false, problem: passkeyProblem(error, 'add') };
    }
    await reload();
    return { ok: true };
  }, [audience, reload]);

  const remove = useCallback(
    async (id: string): Promise<PasskeyOutcome> => {
      try {
        await removePasskey(audience, id);
      } catch (error) {
        const problem = passkeyProblem(error, 'remove');
        // ResourceNotFoundException: already removed (on another device), which is what the user wanted.
        if (problem.name !== 'ResourceNotFoundException') return { ok: false, problem };
      }
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', value: current.value.filter((passkey) => passkey.id !== id) }
          : current,
      );
      await reload();
      return { ok: true };
    },
    [audience, reload, setState],
  );

  return { list, reload, add, remove };
}
