import { describe, expect, it } from 'vitest';
import { percentOf, roundHalfUp } from './money-math.js';
import { percentText, randText } from './rand-text.js';

describe('roundHalfUp: the one rounding rule', () => {
  it.each([
    [0, 100, 0],
    [49, 100, 0],
    [50, 100, 1],
    [51, 100, 1],
    [149, 100, 1],
    [150, 100, 2],
    [495_055_000, 10_000, 49_506],
    [495_054_999, 10_000, 49_505],
    [9_999_999_999_999, 10_000, 1_000_000_000],
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([
    [135_500, 15, 20_325],
    [65_593, 10, 6_559],
    [65_593, 15, 9_839],
    [10, 5, 1],
    [9, 5, 0],
  ])('%i × %i % → %i', (cents, percentage, expected) => {
    expect(percentOf(cents, percentage)).toBe(expected);
  });
});

describe('amounts and shares in words', () => {
  it.each([
    [0, 'R0'],
    [500_000, 'R5 000'],
    [150_050, 'R1 500,50'],
    [150_000_000, 'R1 500 000'],
    [99, 'R0,99'],
  ])('%i cents reads %s', (cents, text) => {
    expect(randText(cents)).toBe(text);
  });

  it('puts a space before the percent sign', () => {
    expect(percentText(10)).toBe('10 %');
  });
});
