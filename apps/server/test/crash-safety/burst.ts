import type { Answer } from './api-client.js';

/** One idempotency-keyed write of the burst. */
export interface KeyedWrite {
  key: string;
  body: unknown;
}

/**
 * What became of a write: `acknowledged` (a 2xx answer read to its end), `refused` (any other answer),
 * `unanswered` (sent, but the connection died before the whole answer came) or `unsent`.
 */
export type WriteOutcome =
  | { write: KeyedWrite; kind: 'acknowledged' | 'refused'; answer: Answer }
  | { write: KeyedWrite; kind: 'unanswered'; error: string }
  | { write: KeyedWrite; kind: 'unsent' };

export interface BurstOptions {
  writes: readonly KeyedWrite[];
  send: (write: KeyedWrite) => Promise<Answer>;
  /** How many writes are in flight at once. */
  concurrency: number;
  /** The crash comes the moment this many writes have been acknowledged. */
  crashAfter: number;
  /** Kills the server (synchronously sends the signal; may resolve later). */
  crash: () => Promise<void>;
}

export interface BurstResult {
  outcomes: WriteOutcome[];
  /** False when every write was answered before `crashAfter` acknowledgements (no crash happened). */
  crashed: boolean;
  /** Writes sent and not yet answered at the moment of the crash. */
  inFlightAtCrash: number;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Sends `writes` with `concurrency` workers and kills the server as soon as `crashAfter` of them were
 * acknowledged, while the others are still in flight; then waits for every sent write to end one way or the
 * other. An answer that arrived in full counts as acknowledged even when it came after the signal.
 */
export async function burstUntilCrash(options: BurstOptions): Promise<BurstResult> {
  const outcomes: WriteOutcome[] = options.writes.map((write) => ({ write, kind: 'unsent' }));
  let next = 0;
  let acknowledged = 0;
  let inFlight = 0;
  let crashing: Promise<void> | undefined;
  let inFlightAtCrash = 0;

  const worker = async () => {
    while (!crashing && next < options.writes.length) {
      const index = next++;
      const write = options.writes[index] as KeyedWrite;
      inFlight += 1;
      try {
        const answer = await options.send(write);
        const kind = isSuccess(answer.status) ? 'acknowledged' : 'refused';
        outcomes[index] = { write, kind, answer };
        if (kind === 'acknowledged') acknowledged += 1;
      } catch (error) {
        outcomes[index] = { write, kind: 'unanswered', error: String(error) };
      } finally {
        inFlight -= 1;
      }
      if (!crashing && acknowledged >= options.crashAfter) {
        inFlightAtCrash = inFlight;
        crashing = options.crash();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await crashing;
  return { outcomes, crashed: crashing !== undefined, inFlightAtCrash };
}
