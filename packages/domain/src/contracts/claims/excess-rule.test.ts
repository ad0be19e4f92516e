import { describe, expect, it } from 'vitest';
import { REPAIR_QUOTE_MESSAGES } from '../device/repair-quote.js';
import { amountWithinExcessProblem, nothingPayableMessage } from './excess-rule.js';

describe('a claimed amount at or below the excess pays nothing (device and motor alike)', () => {
  it.each([
    [120_000, 150_000, true],
    [150_000, 150_000, true],
    [150_001, 150_000, false],
    [0, 0, true],
    [1, 0, false],
  ])('%s against an excess of %s: refused %s', (amount, excess, refused) => {
    const problem = amountWithinExcessProblem('quote or invoice', amount, excess);
    expect(problem === null).toBe(!refused);
    if (problem) expect(problem).toBe(nothingPayableMessage('quote or invoice', amount, excess));
  });

  it('says it in the words the device line already used', () => {
    expect(nothingPayableMessage('quote or invoice', 120_000, 150_000)).toMatch(
      /^Nothing would be paid on this claim: the quote or invoice of R\s1\s200,00 is not more than the excess of R\s1\s500,00\.$/,
    );
    expect(REPAIR_QUOTE_MESSAGES.nothingPayable(50_000, 60_000)).toBe(
      nothingPayableMessage('repair quote', 50_000, 60_000),
    );
  });
});
