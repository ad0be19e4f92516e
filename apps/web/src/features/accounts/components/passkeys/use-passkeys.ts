import { useCallback, useEffect, useRef, useState } from 'react';
import type { Audience } from '../../../../lib/identity';
import { addPasskey, listPasskeys, removePasskey, type Passkey } from './passkey-flows';
import { passkeyProblem, type PasskeyProblem } from './passkey-messages';

/** The passkey list as loaded from the pool. */
export type PasskeyList =
  | { status: 'loading' }
  | { status: 'failed'; problem: PasskeyProblem }
  | { status: 'ready'; passkeys: Passkey[] };

/** How an add or remove ended. */
export type PasskeyOutcome = { ok: true } | { ok: false; problem: PasskeyProblem };

/**
 * The signed-in user's passkeys: the list (loaded on mount, reloaded after each change), and adding or
 * removing one. Answers that arrive after a newer load started, or after unmount, are dropped.
 */
export function usePasskeys(audience: Audience) {
  const [list, setList] = useState<PasskeyList>({ status: 'loading' });
  const latestLoad = useRef(0);

  const reload = useCallback(async () => {
    latestLoad.current += 1;
    const load = latestLoad.current;
    // A refresh keeps the list on screen; a first load or a retry after a failure shows the placeholder.
    setList((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    try {
      const passkeys = await listPasskeys(audience);
      if (load === latestLoad.current) setList({ status: 'ready', passkeys });
    } catch (error) {
      if (load === latestLoad.current) setList({ status: 'failed', problem: passkeyProblem(error, 'load') });
    }
  }, [audience]);

  useEffect(() => {
    void reload();
    return () => {
      latestLoad.current += 1;
    };
  }, [reload]);

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
      setList((current) =>
        current.status === 'ready'
          ? { status: 'ready', passkeys: current.passkeys.filter((passkey) => passkey.id !== id) }
          : current,
      );
      await reload();
      return { ok: true };
    },
    [audience, reload],
  );

  return { list, reload, add, remove };
}
