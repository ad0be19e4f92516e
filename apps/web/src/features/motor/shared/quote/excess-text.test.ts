import { describe, expect, it } from 'vitest';
import { excessRuleSentence, excessRuleText } from './excess-text';

const NBSP = '\u00a0';

describe('excess rule texts', () => {
  it.each([
    ['10 % of the sum insured, at least R5 000', `10${NBSP}% of the sum insured, at least R5${NBSP}000`],
    ['2 % of the sum insured, at least R3 500', `2${NBSP}% of the sum insured, at least R3${NBSP}500`],
    ['R1 500 a claim', `R1${NBSP}500 a claim`],
    ['R1 500 000 a claim', `R1${NBSP}500${NBSP}000 a claim`],
    ['No excess', 'No excess'],
    ['5% of the sum insured, at least R500.', '5% of the sum insured, at least R500.'],
    ['Paid within 10 days', 'Paid within 10 days'],
  ])('keeps the amounts of %j on one line', (description, shown) => {
    expect(excessRuleText(description)).toBe(shown);
  });

  it.each([
    ['R1 500 a claim', `R1${NBSP}500 a claim.`],
    ['A flat R1 000.', `A flat R1${NBSP}000.`],
    ['No excess ', 'No excess.'],
  ])('ends %j as a sentence', (description, shown) => {
    expect(excessRuleSentence(description)).toBe(shown);
  });
});
