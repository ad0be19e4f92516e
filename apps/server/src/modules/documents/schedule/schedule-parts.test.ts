import { describe, expect, it } from 'vitest';
import { addressLine } from './schedule-parts.js';

describe('addressLine', () => {
  it('names the province in words, not by its code', () => {
    expect(
      addressLine({ formattedAddress: '5 Protea Road', city: 'Soweto', provience: 'GP', code: '1804' }),
    ).toBe('5 Protea Road, Soweto, Gauteng, 1804');
    expect(addressLine({ formattedAddress: '9 Bree Street', city: 'Durban', provience: 'kzn' })).toBe(
      '9 Bree Street, Durban, KwaZulu-Natal',
    );
  });

  it('keeps a province already in words, or one it does not know, as it was captured', () => {
    expect(addressLine({ city: 'Cape Town', provience: 'Western Cape', code: '8001' })).toBe(
      'Cape Town, Western Cape, 8001',
    );
    expect(addressLine({ city: 'Maseru', provience: 'Lesotho' })).toBe('Maseru, Lesotho');
  });

  it('is null when nothing was captured', () => {
    expect(addressLine(undefined)).toBeNull();
    expect(addressLine({ formattedAddress: ' ', city: '' })).toBeNull();
  });
});
