import { describe, expect, it } from 'vitest';
import { warnAtMostEvery } from './warn-at-most.js';

describe('warnAtMostEvery', () => {
  it('logs the first at once, then one per interval with how many were left out', () => {
    let clock = 1_000;
    const logged: [string, number][] = [];
    const warn = warnAtMostEvery<string>(
      60_000,
      (detail, leftOut) => logged.push([detail, leftOut]),
      () => clock,
    );

    warn('a');
    for (let call = 0; call < 5; call += 1) {
      clock += 10_000;
      warn('b');
    }
    expect(logged).toEqual([['a', 0]]);

    clock += 10_000; // 60 s after the first
    warn('c');
    expect(logged).toEqual([
      ['a', 0],
      ['c', 5],
    ]);

    clock += 59_999;
    warn('d');
    clock += 1;
    warn('e');
    expect(logged).toEqual([
      ['a', 0],
      ['c', 5],
      ['e', 1],
    ]);
  });
});
