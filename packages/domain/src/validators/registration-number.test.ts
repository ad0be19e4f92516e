import { describe, expect, it } from 'vitest';
import {
  isPlausibleRegistrationNumber,
  normaliseRegistrationNumber,
  registrationKey,
} from './registration-number.js';

describe('South African registration numbers', () => {
  it.each([
    ['abc 123 gp', 'ABC 123 GP'],
    ['  AB 12   CD GP ', 'AB 12 CD GP'],
    ['ca 123 - 456', 'CA 123-456'],
    ['ND123-456', 'ND123-456'],
    ['thabo 1 gp', 'THABO 1 GP'],
  ])('%j is written %j', (value, normalised) => {
    expect(normaliseRegistrationNumber(value)).toBe(normalised);
  });

  it.each([
    ['ABC 123 GP', true, 'Gauteng'],
    ['AB 12 CD GP', true, 'Gauteng, newer format'],
    ['CA 123-456', true, 'Western Cape'],
    ['ND 123-456', true, 'KwaZulu-Natal'],
    ['ABC 123 EC', true, 'Eastern Cape'],
    ['THABO 1 GP', true, 'personalised'],
    ['XYZ 999 ZZ', true, 'an unknown shape is not refused outright'],
    ['A', false, 'one character'],
    ['ABCDEFGHIJK 1', false, 'more than 10 letters and digits'],
    ['CA 12-34-56', false, 'two hyphens'],
    ['CA 123/456', false, 'a slash'],
    ['CA 123--456', false, 'a doubled hyphen'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, plausible) => {
    expect(isPlausibleRegistrationNumber(value)).toBe(plausible);
  });

  it('compares plates by their letters and digits', () => {
    expect(registrationKey('ca 123 - 456')).toBe(registrationKey('CA123456'));
  });
});
