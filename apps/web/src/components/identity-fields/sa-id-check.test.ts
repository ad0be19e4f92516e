import { describe, expect, it } from 'vitest';
import { SA_ID_REASONS } from '@cover/domain';
import { checkSaId } from './sa-id-check';

const TODAY = new Date('2026-06-01T10:00:00Z');

describe('checkSaId', () => {
  it('flags a valid id and reads the date of birth and age', () => {
    const result = checkSaId('8001015009087', { minAge: 18, maxAge: 64 }, TODAY);
    expect(result).toMatchObject({
      idValid: true,
      ageValid: true,
      dateOfBirth: '1980-01-01',
      age: 46,
      gender: 'male',
    });
    expect(result.message).toBeNull();
  });

  it('flags a bad check digit as an invalid id', () => {
    const result = checkSaId('8001015009088', {}, TODAY);
    expect(result.idValid).toBe(false);
    // plain words, not 'check digit' (QA walk 10 no. 13)
    expect(result.message).toBe(SA_ID_REASONS.checkDigit);
    expect(result.message).not.toMatch(/check digit/i);
  });

  it('flags an age outside the band with the given message', () => {
    const result = checkSaId(
      '8001015009087',
      { minAge: 18, maxAge: 40, ageMessage: 'Too old for this' },
      TODAY,
    );
    expect(result).toMatchObject({ idValid: true, ageValid: false, message: 'Too old for this' });
  });

  it('treats an empty field as not yet valid, without a message', () => {
    expect(checkSaId('  ', {}, TODAY)).toMatchObject({ idValid: false, ageValid: true, message: null });
  });
});
