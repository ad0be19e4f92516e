import { describe, expect, it } from 'vitest';
import { COOLING_OFF_DAYS } from '@cover/domain';
import { PRODUCT_COVER } from './product-cover';

const coolingOffOf = (id: string) =>
  PRODUCT_COVER.find((cover) => cover.id === id)?.goodToKnow.find((line) => line.includes('cooling-off'));

describe('the cooling-off each product page states', () => {
  // the quote, the schedule and the notices count it from the start of the cover (decision 0014); the device
  // page said "from when you receive your policy documents" (QA walk 11)
  it.each([
    ['funeral', COOLING_OFF_DAYS.long_term],
    ['device', COOLING_OFF_DAYS.short_term],
    ['motor', COOLING_OFF_DAYS.short_term],
  ])('%s: %i days, a refund of the premiums unless a claim was made', (id, days) => {
    const line = coolingOffOf(id);
    expect(line).toMatch(new RegExp(`^${days}-day cooling-off period`));
    expect(line).toContain('refund of your premiums, provided no claim has been made');
    expect(line).not.toMatch(/receive your policy documents/);
  });

  it('counts the short-term period from the start of the cover, as the quote and schedule do', () => {
    for (const id of ['device', 'motor']) expect(coolingOffOf(id)).toContain('from the start of your cover');
  });
});
