import { useState } from 'react';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { createAttemptKeys } from '../../lib/idempotency-key';
import { useNotify } from '../notifications/use-notify';

/** What an RTK Query mutation resolves to: data, or an error. */
export interface CallResult {
  data?: unknown;
  error?: unknown;
}

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; problem: ReadableApiError };

/**
 * Whether a call failed in the service itself (no answer, a 5xx, too many requests), not an answer about
 * the input: a refusal (4xx) is said by its own message and field messages on the form.
 */
export function isServiceFailure(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
  return typeof status !== 'number' || status >= 500 || status === 429;
}

/**
 * One write to the server at a time, with the idempotency key of its attempt (the same payload sent
 * again reuses it); a refusal is kept as `problem` (message and field errors) for the form to show; only a
 * failure of the service is also announced, with `failureNotice` (it asks to try again later).
 */
export function useKeyedCall(failureNotice: string) {
  const notify = useNotify();
  const [attempts] = useState(createAttemptKeys);
  const [problem, setProblem] = useState<ReadableApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<R extends CallResult>(
    payload: unknown,
    send: (idempotencyKey: string) => PromiseLike<R>,
  ): Promise<CallOutcome<NonNullable<R['data']>>> {
    setProblem(null);
    setBusy(true);
    try {
      const result = await send(attempts.keyFor(payload));
      if (result.error !== undefined || result.data === undefined || result.data === null) {
        const readable = readApiError(result.error);
        setProblem(readable);
        if (isServiceFailure(result.error)) notify.error(failureNotice);
        return { ok: false, problem: readable };
      }
      attempts.complete();
      return { ok: true, data: result.data };
    } finally {
      setBusy(false);
    }
  }

  return { run, problem, busy, clearProblem: () => setProblem(null) };
}
