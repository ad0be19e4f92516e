import { useEffect, useRef, useState } from 'react';
import { AUTO_SIGN_IN_POLL_INTERVAL_MS, AUTO_SIGN_IN_TIMEOUT_MS } from '@cover/domain';
import type { Audience } from '../../../lib/identity';
import { identityErrorName } from '../../../lib/identity/error-mapping';
import { pendingSignInFor } from './pending-sign-in';
import { signInWithPassword } from './sign-in';

export type PollState = 'idle' | 'polling' | 'signedIn' | 'timedOut';

export interface ConfirmationPollOptions {
  audience: Audience;
  username: string;
  /** Stop polling (the user is confirming with the code on this page). */
  paused: boolean;
  onSignedIn: () => void;
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * Auto sign-in after sign-up (spec 000 §4): while the account waits for confirmation (for instance by a
 * code entered on another device), try the kept credentials every 5 s for up to 180 s. Runs only when the
 * sign-up happened in this page session: after an unconfirmed sign-in the visitor confirms on this page
 * (which then signs in), and a retry every 5 s would only fill the console with the pool's refusals.
 */
export function useConfirmationPoll({
  audience,
  username,
  paused,
  onSignedIn,
  intervalMs = AUTO_SIGN_IN_POLL_INTERVAL_MS,
  timeoutMs = AUTO_SIGN_IN_TIMEOUT_MS,
}: ConfirmationPollOptions): PollState {
  const [state, setState] = useState<PollState>(() =>
    pendingSignInFor(audience, username)?.autoSignIn ? 'polling' : 'idle',
  );
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  useEffect(() => {
    if (state !== 'polling') return;
    const started = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;

    const attempt = async () => {
      if (stopped) return;
      if (Date.now() - started >= timeoutMs) {
        setState('timedOut');
        return;
      }
      const pending = pendingSignInFor(audience, username);
      if (!pending) {
        // The kept sign-in expired (also after 180000 ms): the account was not confirmed on time.
        setState('timedOut');
        return;
      }
      if (!pausedRef.current) {
        try {
          const result = await signInWithPassword(audience, pending.username, pending.password);
          if (!stopped && result.step === 'DONE') {
            stopped = true;
            setState('signedIn');
            onSignedInRef.current();
            return;
          }
        } catch (error) {
          if (!stopped && identityErrorName(error) === 'UserAlreadyAuthenticatedException') {
            stopped = true;
            setState('signedIn');
            onSignedInRef.current();
            return;
          }
        }
      }
      if (!stopped) timer = setTimeout(() => void attempt(), intervalMs);
    };
    timer = setTimeout(() => void attempt(), intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [audience, username, state, intervalMs, timeoutMs]);

  return state;
}
