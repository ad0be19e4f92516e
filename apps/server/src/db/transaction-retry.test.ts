import { describe, expect, it } from 'vitest';
import { retryOnConflict } from './transaction-retry.js';

const failure = (code: string) => Object.assign(new Error('Failed query: update ...'), { cause: { code } });

describe('retryOnConflict', () => {
  it.each([
    ['a serialisation failure', '40001'],
    ['a deadlock', '40P01'],
  ])('runs the transaction again after %s', async (_name, code) => {
    let calls = 0;
    const result = await retryOnConflict(async () => {
      calls += 1;
      if (calls < 3) throw failure(code);
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt, and never retries other failures', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw failure('40001');
      }, 2),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw failure('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
