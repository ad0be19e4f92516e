import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './id-number.js';

describe('maskIdNumber', () => {
  it.each([
    ['9006150044087', '•••••••••4087'],
    ['900615 0044 087', '•••••••••4087'],
    ['12345', '•2345'],
    ['123', '•••'],
    ['', ''],
  ])('%j → %j', (input, shown) => {
    expect(maskIdNumber(input)).toBe(shown);
  });

  it('never shows the date of birth the number starts with', () => {
    expect(maskIdNumber('9006150044087')).not.toContain('900615');
  });
});
