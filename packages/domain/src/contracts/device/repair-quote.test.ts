import { describe, expect, it } from 'vitest';
import { assessRepairQuote, REPAIR_QUOTE_MESSAGES } from './repair-quote.js';

/** A phone insured for R 3 999,00 with an excess of R 399,90 (screen damage, 10 %). */
const phone = { insuredValue: 399_900, excess: 39_990 };

describe('assessRepairQuote: what a repair quote on a damaged phone comes to', () => {
  it.each([
    // [repair quote, settlement, claimed, payable, refused]
    [180_000, 'repair', 180_000, 140_010, false],
    [39_991, 'repair', 39_991, 1, false],
    [399_900, 'repair', 399_900, 359_910, false],
    [399_901, 'replacement', 399_900, 359_910, false],
    [600_000, 'replacement', 399_900, 359_910, false],
    [39_990, 'repair', 39_990, 0, true],
    [20_000, 'repair', 20_000, 0, true],
    [100, 'repair', 100, 0, true],
  ] as const)(
    'a quote of %i cents: %s, %i claimed, %i payable, refused: %s',
    (repairQuote, settlement, claimed, payable, refused) => {
      const assessed = assessRepairQuote({ repairQuote, ...phone });
      expect(assessed).toMatchObject({ settlement, claimed, payable });
      expect(assessed.problem !== null).toBe(refused);
    },
  );

  it('says plainly that nothing would be paid on a quote at or below the excess', () => {
    expect(assessRepairQuote({ repairQuote: 39_990, ...phone }).problem).toBe(
      'Nothing would be paid on this claim: the repair quote of R 399,90 is not more than the excess of R 399,90.',
    );
    expect(REPAIR_QUOTE_MESSAGES.nothingPayable(20_000, 39_990)).toBe(
      'Nothing would be paid on this claim: the repair quote of R 200,00 is not more than the excess of R 399,90.',
    );
  });

  it('treats a quote above the insured value as a replacement of the phone, and says so', () => {
    const assessed = assessRepairQuote({ repairQuote: 600_000, ...phone });
    expect(assessed.problem).toBeNull();
    expect(assessed.notice).toBe(
      'The repair quote is more than the phone is insured for (R 3 999,00), so we would replace the phone instead of repairing it. We pay up to R 3 999,00 less the excess of R 399,90.',
    );
    expect(assessRepairQuote({ repairQuote: 180_000, ...phone }).notice).toBeNull();
  });

  it('refuses a replacement that would pay nothing (a phone insured for no more than the excess)', () => {
    const assessed = assessRepairQuote({ repairQuote: 90_000, insuredValue: 50_000, excess: 50_000 });
    expect(assessed).toMatchObject({ settlement: 'replacement', claimed: 50_000, payable: 0 });
    expect(assessed.problem).toBe(
      'Nothing would be paid on this claim: the phone is insured for R 500,00, not more than the excess of R 500,00.',
    );
  });
});
