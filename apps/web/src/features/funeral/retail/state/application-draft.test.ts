import { describe, expect, it } from 'vitest';
import type { Application } from '@cover/domain/funeral';
import { draftFromApplication } from './application-draft';
import { funeralQuoteActions, funeralQuoteInitial, funeralQuoteSlice } from './funeral-quote-slice';
import { applicationPayload } from './wizard-payloads';

const pending = {
  applicationId: 'app-1',
  status: 'PENDING',
  module: { coverType: 'Money cover', coverageOption: 'C', naturalDeathAmount: 1_500_000 },
  holding: {
    mainMember: {
      firstName: 'Thandi',
      lastName: 'Nkosi',
      idNumber: '8505120123088',
      dateOfBirth: '1985-05-12',
    },
    contact: {
      title: 'Ms',
      mobile: '+27821234567',
      alternateMobile: '',
      email: 'thandi@example.co.za',
      address: { formattedAddress: '12 Jacaranda Street', city: 'Pretoria', provience: 'GP', code: '0181' },
    },
    spouse: { firstName: 'Sipho', lastName: 'Nkosi', idNumber: '', dateOfBirth: '1987-06-01' },
    children: [
      {
        firstName: 'Lerato',
        lastName: 'Nkosi',
        idNumber: '',
        dateOfBirth: '2015-04-10',
        isStudying: false,
        isDisabled: false,
      },
    ],
    extendedFamily: [
      {
        firstName: 'Nomsa',
        lastName: 'Dlamini',
        relationship: 'aunt',
        dateOfBirth: '1970-05-05',
        coverageOption: 'B',
      },
    ],
    beneficiaries: [
      {
        relation: 'spouse',
        firstName: 'Sipho',
        lastName: 'Nkosi',
        idNumber: '',
        email: '',
        mobile: '',
        alternateMobile: '',
        percentage: 100,
      },
    ],
  },
} as unknown as Application;

describe('changing a pending application', () => {
  it('fills the wizard with what the application holds, from step 1, bank details left to enter', () => {
    const draft = draftFromApplication(pending);
    if (!draft) throw new Error('a pending application can be changed');
    const state = funeralQuoteSlice.reducer(
      funeralQuoteInitial,
      funeralQuoteActions.applicationChangeStarted(draft),
    );
    expect(state).toMatchObject({
      activeStep: 1,
      succeedSteps: [],
      applicationId: 'app-1',
      step1: {
        coverOption: 'C',
        firstName: 'Thandi',
        dateOfBirth: '1985-05-12',
        extendedFamilyIncluded: 'yes',
      },
      step3: { idNumber: '8505120123088', email: 'thandi@example.co.za', noOfChildrens: 1 },
      step4: { spouseIncluded: true, spouse: { firstName: 'Sipho' } },
      step6: funeralQuoteInitial.step6,
    });
    expect(state.step1.extendedFamily[0]).toMatchObject({ relationship: 'aunt', coverageOption: 'B' });
    expect(state.step4.children[0]).toMatchObject({ firstName: 'Lerato', dateOfBirth: '2015-04-10' });
    expect(state.step3.beneficiaries[0]).toMatchObject({ firstName: 'Sipho', percentage: 100 });
  });

  it('names the application in createQuoteApplication, and not otherwise', () => {
    const draft = draftFromApplication(pending);
    if (!draft) throw new Error('a pending application can be changed');
    const state = funeralQuoteSlice.reducer(
      funeralQuoteInitial,
      funeralQuoteActions.applicationChangeStarted(draft),
    );
    expect(applicationPayload(state, 'q-1', 25)).toMatchObject({
      quote_package_id: 'q-1',
      applicationId: 'app-1',
    });
    expect(applicationPayload(funeralQuoteInitial, 'q-1', 25)).not.toHaveProperty('applicationId');
  });

  it('offers no change for an application that has moved on or holds nothing', () => {
    expect(draftFromApplication({ ...pending, status: 'ACTIVE' } as Application)).toBeNull();
    expect(draftFromApplication({ ...pending, holding: null } as Application)).toBeNull();
  });

  it('forgets the application once it is created', () => {
    const draft = draftFromApplication(pending);
    if (!draft) throw new Error('a pending application can be changed');
    const changing = funeralQuoteSlice.reducer(
      funeralQuoteInitial,
      funeralQuoteActions.applicationChangeStarted(draft),
    );
    const done = funeralQuoteSlice.reducer(
      changing,
      funeralQuoteActions.applicationCreated({ policyId: '', policyNumber: '', billingDay: null }),
    );
    expect(done.applicationId ?? null).toBeNull();
  });
});
