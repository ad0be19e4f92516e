import { isDeepStrictEqual } from 'node:util';
import type { Answer } from './api-client.js';
import type { KeyedWrite, WriteOutcome } from './burst.js';

export interface CrashCheck {
  /** Sends the write again with its own key to the restarted server. */
  replay: (write: KeyedWrite) => Promise<Answer>;
  /** The id of the row a successful answer's body names. */
  idOf: (body: unknown) => string;
  /** The ids of every row of this kind the API shows after the restart. */
  readBack: () => Promise<string[]>;
}

export interface CrashReport {
  acknowledged: number;
  unanswered: number;
  /** The keys of acknowledged writes the restarted server no longer knew. */
  lost: string[];
  /** Every broken promise, one line each, naming the write's key; empty when the crash lost nothing. */
  problems: string[];
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** An answer in a few words: its status and the row it names, or the start of its body. */
function shown(answer: Answer, idOf: CrashCheck['idOf']): string {
  if (isSuccess(answer.status)) {
    try {
      return `${answer.status} (row ${idOf(answer.body)})`;
    } catch {
      // not the expected reply: show the body itself
    }
  }
  return `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
}

const sameAnswer = (a: Answer, b: Answer) => a.status === b.status && isDeepStrictEqual(a.body, b.body);

/** An acknowledged write must answer again exactly as the first time, as a replay. */
async function checkAcknowledged(write: KeyedWrite, first: Answer, check: CrashCheck, ids: Set<string>) {
  const again = await check.replay(write);
  ids.add(check.idOf(first.body));
  if (again.replayed && sameAnswer(again, first)) return [];
  const was = `acknowledged ${shown(first, check.idOf)}`;
  if (!again.replayed && isSuccess(again.status))
    return [
      `LOST ${write.key}: ${was}; after the restart it ran again as a new write: ${shown(again, check.idOf)}`,
    ];
  return [`${write.key}: ${was}; replayed after the restart: ${shown(again, check.idOf)}`];
}

/** A write cut off by the crash may or may not have happened, but from now on it happens once. */
async function checkUnanswered(write: KeyedWrite, check: CrashCheck, ids: Set<string>) {
  const first = await check.replay(write);
  if (!isSuccess(first.status))
    return [`${write.key}: cut off by the crash, then refused when sent again: ${shown(first, check.idOf)}`];
  ids.add(check.idOf(first.body));
  const again = await check.replay(write);
  if (again.replayed && sameAnswer(again, first)) return [];
  return [
    `${write.key}: cut off by the crash; sent again ${shown(first, check.idOf)}, then once more ${shown(again, check.idOf)}`,
  ];
}

/**
 * After the server was killed mid-burst and restarted: every acknowledged write is still there and replays as
 * the first time; every write the crash cut off replays consistently; and the rows the API shows are exactly
 * the ones those answers name (nothing lost, nothing created twice).
 */
export async function checkAfterCrash(
  outcomes: readonly WriteOutcome[],
  check: CrashCheck,
): Promise<CrashReport> {
  const problems: string[] = [];
  const ids = new Set<string>();
  let acknowledged = 0;
  let unanswered = 0;
  for (const outcome of outcomes) {
    if (outcome.kind === 'refused')
      problems.push(`${outcome.write.key}: refused before the crash: ${shown(outcome.answer, check.idOf)}`);
    if (outcome.kind === 'acknowledged') {
      acknowledged += 1;
      problems.push(...(await checkAcknowledged(outcome.write, outcome.answer, check, ids)));
    }
    if (outcome.kind === 'unanswered') {
      unanswered += 1;
      problems.push(...(await checkUnanswered(outcome.write, check, ids)));
    }
  }
  const rows = await check.readBack();
  const missing = [...ids].filter((id) => !rows.includes(id));
  if (missing.length > 0) problems.push(`rows answered but not found when read back: ${missing.join(', ')}`);
  const extra = rows.filter((id, index) => !ids.has(id) || rows.indexOf(id) !== index);
  if (extra.length > 0)
    problems.push(
      `rows that no answer names (a write done twice, or a row without its key): ${extra.join(', ')}`,
    );
  const lost = problems
    .filter((line) => line.startsWith('LOST '))
    .map((line) => line.split(/[ :]/)[1] as string);
  return { acknowledged, unanswered, lost, problems };
}
