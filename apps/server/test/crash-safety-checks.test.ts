/**
 * The crash-safety suite's own parts, without a server: the burst kills at the right moment and records
 * what became of each write, and the check after the restart reports each kind of broken promise.
 */
import { describe, expect, it } from 'vitest';
import type { Answer } from './crash-safety/api-client.js';
import { burstUntilCrash, type KeyedWrite, type WriteOutcome } from './crash-safety/burst.js';
import { checkAfterCrash, type CrashCheck } from './crash-safety/verify.js';

const writes: KeyedWrite[] = Array.from({ length: 10 }, (_, index) => ({
  key: `k${index}`,
  body: { index },
}));
const created = (id: string, replayed = false): Answer => ({ status: 201, body: { id }, replayed });

describe('burstUntilCrash', () => {
  it('crashes once enough writes are acknowledged, with the rest cut off or never sent', async () => {
    let down = false;
    const pending: (() => void)[] = [];
    const burst = await burstUntilCrash({
      writes,
      concurrency: 3,
      crashAfter: 4,
      // The first four are answered at once; later ones wait and fail when the server goes down.
      send: (write) => {
        if (down) return Promise.reject(new Error('connection refused'));
        if (Number(write.key.slice(1)) < 4) return Promise.resolve(created(`row-${write.key}`));
        return new Promise((_, reject) => pending.push(() => reject(new Error('socket hang up'))));
      },
      crash: async () => {
        down = true;
        for (const fail of pending) fail();
      },
    });
    expect(burst.crashed).toBe(true);
    expect(burst.inFlightAtCrash).toBe(2);
    expect(burst.outcomes.map((outcome) => outcome.kind)).toEqual([
      ...Array(4).fill('acknowledged'),
      'unanswered',
      'unanswered',
      ...Array(4).fill('unsent'),
    ]);
  });

  it('says so when every write was answered before the crash was due', async () => {
    const burst = await burstUntilCrash({
      writes: writes.slice(0, 2),
      concurrency: 2,
      crashAfter: 5,
      send: (write) => Promise.resolve(created(write.key)),
      crash: () => Promise.reject(new Error('must not crash')),
    });
    expect(burst.crashed).toBe(false);
  });
});

/** A restarted server that remembers the given answers by key, and otherwise creates a new row. */
function restarted(remembered: Record<string, Answer>, rows: string[]): CrashCheck {
  let next = 0;
  return {
    async replay(write) {
      const stored = remembered[write.key];
      if (stored) return { ...stored, replayed: true };
      const id = `new-${(next += 1)}`;
      rows.push(id);
      remembered[write.key] = created(id);
      return created(id);
    },
    idOf: (body) => (body as { id: string }).id,
    readBack: async () => [...rows],
  };
}

const acknowledged = (write: KeyedWrite, id: string): WriteOutcome => ({
  write,
  kind: 'acknowledged',
  answer: created(id),
});
const cutOff = (write: KeyedWrite): WriteOutcome => ({ write, kind: 'unanswered', error: 'socket hang up' });

describe('checkAfterCrash', () => {
  it('passes when every acknowledged write replays as answered and cut-off writes happen once', async () => {
    const outcomes = [acknowledged(writes[0]!, 'a'), acknowledged(writes[1]!, 'b'), cutOff(writes[2]!)];
    const report = await checkAfterCrash(
      outcomes,
      restarted({ k0: created('a'), k1: created('b') }, ['a', 'b']),
    );
    expect(report).toEqual({ acknowledged: 2, unanswered: 1, lost: [], problems: [] });
  });

  it('names an acknowledged write the restarted server forgot, and its row missing', async () => {
    const outcomes = [acknowledged(writes[0]!, 'a'), acknowledged(writes[1]!, 'b')];
    const report = await checkAfterCrash(outcomes, restarted({ k0: created('a') }, ['a']));
    expect(report.lost).toEqual(['k1']);
    expect(report.problems).toEqual([
      'LOST k1: acknowledged 201 (row b); after the restart it ran again as a new write: 201 (row new-1)',
      'rows answered but not found when read back: b',
      'rows that no answer names (a write done twice, or a row without its key): new-1',
    ]);
  });

  it('reports a replay that answers differently, a refused replay and a row written twice', async () => {
    const outcomes = [acknowledged(writes[0]!, 'a'), cutOff(writes[1]!)];
    const check = restarted(
      { k0: created('other'), k1: { status: 404, body: { error: 'gone' }, replayed: false } },
      ['a', 'a'],
    );
    const report = await checkAfterCrash(outcomes, check);
    expect(report.lost).toEqual([]);
    expect(report.problems).toEqual([
      'k0: acknowledged 201 (row a); replayed after the restart: 201 (row other)',
      'k1: cut off by the crash, then refused when sent again: 404 {"error":"gone"}',
      'rows that no answer names (a write done twice, or a row without its key): a',
    ]);
  });

  it('reports a write refused before the crash', async () => {
    const refused: WriteOutcome = {
      write: writes[0]!,
      kind: 'refused',
      answer: { status: 409, body: { error: 'QUOTE_USED' }, replayed: false },
    };
    const report = await checkAfterCrash([refused], restarted({}, []));
    expect(report.problems).toEqual(['k0: refused before the crash: 409 {"error":"QUOTE_USED"}']);
  });
});
