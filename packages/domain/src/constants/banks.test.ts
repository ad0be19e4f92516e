import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_TYPES, branchCodeForBank, SA_BANKS } from './banks.js';
import { PROVINCES, provinceName, toProvinceCode } from './provinces.js';

describe('branchCodeForBank', () => {
  it.each([
    ['ABSA', '632005'],
    ['FNB', '250655'],
    ['Standard Bank', '051001'],
    ['Nedbank', '198765'],
    ['Capitec', '470010'],
    ['African Bank', '430000'],
    ['TymeBank', '678910'],
    ['Discovery Bank', '679000'],
    ['Investec', '580105'],
    ['Bidvest', '462005'],
    ['Postbank', '460005'],
  ])('%s → %s', (bank, code) => {
    expect(branchCodeForBank(bank)).toBe(code);
  });

  it.each([
    ['standard_bank', '051001'],
    ['standard bank', '051001'],
    [' Tyme Bank ', '678910'],
    ['absa', '632005'],
  ])('finds %j by value or loose name', (bank, code) => {
    expect(branchCodeForBank(bank)).toBe(code);
  });

  it.each(['', 'Bank of Nowhere', '  '])('is undefined for %j', (bank) => {
    expect(branchCodeForBank(bank)).toBeUndefined();
  });

  it('lists eleven banks with six-digit codes', () => {
    expect(SA_BANKS).toHaveLength(11);
    for (const bank of SA_BANKS) expect(bank.branchCode).toMatch(/^\d{6}$/);
  });
});

describe('bank account types', () => {
  it('are cheque, savings and transmission', () => {
    expect(BANK_ACCOUNT_TYPES.map((type) => type.value)).toEqual(['cheque', 'savings', 'transmission']);
  });
});

describe('provinces', () => {
  it('are the nine provinces', () => {
    expect(PROVINCES.map((province) => province.value)).toEqual([
      'EC',
      'FS',
      'GP',
      'KZN',
      'LP',
      'MP',
      'NC',
      'NW',
      'WC',
    ]);
  });

  it.each([
    ['GP', 'Gauteng'],
    ['kzn', 'KwaZulu-Natal'],
    [' WC ', 'Western Cape'],
    ['XX', undefined],
  ])('provinceName(%j) → %s', (code, name) => {
    expect(provinceName(code)).toBe(name);
  });

  it.each([
    ['Gauteng', 'GP'],
    ['north west', 'NW'],
    ['ec', 'EC'],
    ['Transvaal', undefined],
  ])('toProvinceCode(%j) → %s', (input, code) => {
    expect(toProvinceCode(input)).toBe(code);
  });
});
