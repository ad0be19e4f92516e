import { describe, expect, it } from 'vitest';
import { coolingOffNotice } from '@cover/domain';
import { CREDIT_LIFE_COOLING_OFF } from './credit-life-facts';

describe('credit life cooling-off words', () => {
  // the quote, the schedule and the notices count it from the start of the cover (decision 0014); the
  // credit life words beside a phone's quote said "from receiving your policy" (seen in the device journey)
  it('counts its 31 days from the start of the cover, as every other cooling-off text does', () => {
    expect(CREDIT_LIFE_COOLING_OFF).toContain('31 days from the start of your cover');
    expect(coolingOffNotice(31)).toContain('31 days of the start of your cover');
    expect(CREDIT_LIFE_COOLING_OFF).not.toMatch(/receiving your policy/);
  });
});
