import { describe, expect, it } from 'vitest';
import { isValidVin } from '@cover/domain';
import { VIN_SLOT_PROPS, vinText } from './vin-input';

describe('vinText', () => {
  it.each([
    ['typed in small letters', 'wvwzzz1kz8w123456', 'WVWZZZ1KZ8W123456'],
    ['pasted with spaces, as the papers group it', 'WVW ZZZ 1K Z 8W 123 456', 'WVWZZZ1KZ8W123456'],
    ['pasted with dashes', 'WVW-ZZZ1KZ8W-123456', 'WVWZZZ1KZ8W123456'],
    ['with a character too many', 'WVWZZZ1KZ8W1234567', 'WVWZZZ1KZ8W123456'],
    ['half typed', 'wvw z', 'WVWZ'],
    ['empty', '', ''],
  ])('%s', (_case, typed, kept) => {
    expect(vinText(typed)).toBe(kept);
  });

  it('lets the longest grouping the papers print through the field before it is tidied', () => {
    const pasted = 'WVW ZZZ 1K Z 8W 123 456';
    expect(pasted.length).toBeLessThanOrEqual(VIN_SLOT_PROPS.htmlInput.maxLength);
    expect(isValidVin(vinText(pasted))).toBe(true);
  });
});
