import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../components/money/format-money';
import { lineFacts } from './line-facts';

describe('lineFacts of a device claim', () => {
  it('shows the excess and the repair quote as amounts, and leaves out a lost phone’s empty quote', () => {
    expect(lineFacts({ excess: 75_000, repairQuote: 600_000 })).toEqual([
      { label: 'Excess', value: formatMoney(75_000) },
      { label: 'Repair quote', value: formatMoney(600_000) },
    ]);
    expect(lineFacts({ excess: 125_000, repairQuote: null })).toEqual([
      { label: 'Excess', value: formatMoney(125_000) },
    ]);
  });
});
