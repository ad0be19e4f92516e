import { describe, expect, it } from 'vitest';
import { createApplicationInputSchema, funeralQuoteInputSchema } from '@cover/domain/funeral';
import { funeralQuoteInitial, initialStep1 } from './funeral-quote-slice';
import { applicationPayload, quoteInputKey, wizardQuoteInput } from './wizard-payloads';
import type { FuneralQuoteState } from './wizard-types';

const draft: FuneralQuoteState = {
  ...funeralQuoteInitial,
  step1: {
    ...initialStep1,
    coverOption: 'C',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    dateOfBirth: '1980-01-01',
    extendedFamilyIncluded: 'yes',
    extendedFamily: [
      {
        key: 'x',
        firstName: 'Grace',
        lastName: 'Mokoena',
        relationship: 'mother',
        dateOfBirth: '1955-06-01',
        coverageOption: 'A',
      },
    ],
  },
  step3: {
    ...funeralQuoteInitial.step3,
    title: 'Ms',
    mobile: '082 123 4567',
    email: 'lerato@example.co.za',
    beneficiaries: [
      {
        key: 'b',
        relation: 'child',
        firstName: 'Sipho',
        lastName: 'Mokoena',
        idNumber: '',
        email: '',
        mobile: '',
        alternateMobile: '',
        percentage: 100,
      },
    ],
  },
  step4: {
    spouseIncluded: true,
    spouse: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: '', dateOfBirth: '1982-03-03' },
    children: [
      {
        key: 'c',
        firstName: 'Anele',
        lastName: 'Mokoena',
        idNumber: '',
        dateOfBirth: '2015-09-09',
        isStudying: false,
        isDisabled: false,
      },
    ],
  },
  step5: { acceptTandc: true, acceptPOPIAandTCF: true },
  step6: {
    bankName: 'Capitec',
    branchCode: '470010',
    accountHolderName: 'Lerato Mokoena',
    accountNumber: '1234 5678 90',
    debitOrderDate: 25,
    accountType: 'savings',
  },
};

describe('wizard payloads', () => {
  it('quotes the main member by date of birth before the ID number is known, then by ID number', () => {
    const before = wizardQuoteInput(draft);
    expect(before.mainMember).toEqual({
      firstName: 'Lerato',
      lastName: 'Mokoena',
      dateOfBirth: '1980-01-01',
    });
    expect(before.extendedFamily).toHaveLength(1);
    expect(before.children).toHaveLength(1);
    expect(funeralQuoteInputSchema.safeParse(before).success).toBe(true);
    const after = wizardQuoteInput({ ...draft, step3: { ...draft.step3, idNumber: '8001015009087' } });
    expect(after.mainMember).toEqual({ firstName: 'Lerato', lastName: 'Mokoena', idNumber: '8001015009087' });
    expect(quoteInputKey(before)).not.toBe(quoteInputKey(after));
  });

  it('leaves family out of the step-1 quote and extended family out when skipped', () => {
    const input = wizardQuoteInput(
      { ...draft, step1: { ...draft.step1, extendedFamilyIncluded: 'no' } },
      { withFamily: false },
    );
    expect(input.spouse).toBeUndefined();
    expect(input.children).toEqual([]);
    expect(input.extendedFamily).toEqual([]);
  });

  it('builds an application body the shared contract accepts', () => {
    const body = applicationPayload(draft, 'quote-1', 25, { debitOrder: true });
    const parsed = createApplicationInputSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body.paymentMethod).toMatchObject({
      type: 'debit_order',
      accountNumber: '1234567890',
      branchCode: '470010',
      debitOrderDate: 25,
    });
    expect(body.spouse).toMatchObject({ first_name: 'Thabo', date_of_birth: '1982-03-03' });
    expect(body.extended_family?.[0]).toMatchObject({ relationship: 'mother', coverage_option: 'A' });
    expect(body.declaration).toEqual({
      acceptTandc: true,
      acceptPOPIAandTCF: true,
      consents: { debitOrder: true },
    });
  });
});
