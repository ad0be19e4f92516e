import { describe, expect, it } from 'vitest';
import type { QuotePackage } from '@cover/domain/funeral';
import { signOut } from '../../../../app/session-actions';
import {
  funeralQuoteActions,
  funeralQuoteInitial,
  funeralQuoteSlice,
  initialStep1,
  isQuoteCurrent,
} from './funeral-quote-slice';
import type { FuneralQuoteState } from './wizard-types';

const reduce = (state: FuneralQuoteState, ...actions: Parameters<typeof funeralQuoteSlice.reducer>[1][]) =>
  actions.reduce((current, action) => funeralQuoteSlice.reducer(current, action), state);

const step1 = {
  ...initialStep1,
  coverOption: 'B' as const,
  coverAmount: 1_000_000,
  firstName: 'Lerato',
  lastName: 'Mokoena',
  dateOfBirth: '1990-04-12',
};

const quote = (premium: number, expiresAt = '2999-01-01T00:00:00.000Z') =>
  ({
    quotePackageId: 'q1',
    suggestedPremium: premium,
    totalPremium: premium,
    expiresAt,
    expired: false,
  }) as QuotePackage;

describe('funeral quote wizard state', () => {
  it('starts at step 1 with the spec defaults', () => {
    expect(funeralQuoteInitial.activeStep).toBe(1);
    expect(funeralQuoteInitial.succeedSteps).toEqual([]);
    expect(funeralQuoteInitial.step1).toMatchObject({
      selectedPlan: 'Money cover',
      coverAmount: 0,
      extendedFamilyIncluded: 'no',
    });
    expect(funeralQuoteInitial.step6.debitOrderDate).toBe(0);
    expect(funeralQuoteInitial.policyDetails.billingDay).toBeNull();
    expect(Object.values(funeralQuoteInitial.step3.validity).every(Boolean)).toBe(true);
  });

  it('moves through the steps, recording each success once', () => {
    const state = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.step1Saved(step1),
      funeralQuoteActions.step2Confirmed(),
    );
    expect(state.activeStep).toBe(3);
    expect(state.succeedSteps).toEqual([1, 2]);
    const back = reduce(state, funeralQuoteActions.stepOpened(1), funeralQuoteActions.step1Saved(step1));
    expect(back.succeedSteps).toEqual([1, 2]);
    expect(back.activeStep).toBe(2);
  });

  it('asks for the quote again when the plan changes', () => {
    const state = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.step1Saved(step1),
      funeralQuoteActions.step2Confirmed(),
    );
    const changed = reduce(state, funeralQuoteActions.step1Saved({ ...step1, coverOption: 'D' }));
    expect(changed.succeedSteps).toEqual([1]);
    expect(changed.activeStep).toBe(2);
  });

  it('stores the monthly premium on a quote success', () => {
    const state = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.quoteSaved({ quote: quote(4_250), key: 'k1' }),
    );
    expect(state.monthlyPremium).toBe(4_250);
    expect(isQuoteCurrent(state, 'k1')).toBe(true);
    expect(isQuoteCurrent(state, 'other')).toBe(false);
    const expired = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.quoteSaved({ quote: quote(4_250, '2000-01-01T00:00:00.000Z'), key: 'k1' }),
    );
    expect(isQuoteCurrent(expired, 'k1')).toBe(false);
  });

  it('resets to step 1 and clears the details after the application, keeping the policy details', () => {
    const state = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.step1Saved(step1),
      funeralQuoteActions.quoteSaved({ quote: quote(4_250), key: 'k1' }),
      funeralQuoteActions.applicationCreated({ policyId: 'p1', policyNumber: 'FUN-1', billingDay: 25 }),
    );
    expect(state.activeStep).toBe(1);
    expect(state.succeedSteps).toEqual([]);
    expect(state.step1).toEqual(initialStep1);
    expect(state.quote).toBeNull();
    expect(state.policyDetails).toEqual({ policyId: 'p1', policyNumber: 'FUN-1', billingDay: 25 });
    expect(reduce(state, funeralQuoteActions.reset())).toEqual(funeralQuoteInitial);
    expect(reduce(state, signOut())).toEqual(funeralQuoteInitial);
  });

  it('takes every calculator choice into the draft, keeping what was typed about the people', () => {
    const state = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.step1Saved(step1),
      funeralQuoteActions.step2Confirmed(),
      funeralQuoteActions.startedFromCalculator({
        selectedPlan: 'Funeral expenses cover',
        coverOption: 'C',
        coverAmount: 3_000_000,
        mainMemberAge: 35,
        spouseIncluded: true,
        spouseAge: 33,
        children: 2,
        extendedFamily: [{ relationship: 'mother', age: 60, coverageOption: 'A' }],
      }),
    );
    expect(state).toMatchObject({ activeStep: 1, succeedSteps: [], quote: null });
    expect(state.step1).toMatchObject({
      selectedPlan: 'Funeral expenses cover',
      coverOption: 'C',
      coverAmount: 3_000_000,
      firstName: 'Lerato',
      dateOfBirth: '1990-04-12',
      extendedFamilyIncluded: 'yes',
      extendedFamily: [{ relationship: 'mother', coverageOption: 'A', dateOfBirth: '' }],
    });
    expect(state.step3.noOfChildrens).toBe(2);
    expect(state.step4.spouseIncluded).toBe(true);
    const relative = state.step1.extendedFamily[0]?.key ?? '';
    expect(state.calculatorAges).toEqual({ mainMember: 35, spouse: 33, extendedFamily: { [relative]: 60 } });
  });

  it('keeps the Plan step spouse and children where steps 3 and 4 hold them, asking for a new quote', () => {
    const done = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.step1Saved(step1),
      funeralQuoteActions.step2Confirmed(),
      funeralQuoteActions.stepOpened(1),
    );
    const plan = { ...step1, spouseIncluded: true, spouseDateOfBirth: '1991-02-03', noOfChildrens: 2 };
    const saved = reduce(done, funeralQuoteActions.planSaved(plan));
    expect(saved.step4).toMatchObject({ spouseIncluded: true, spouse: { dateOfBirth: '1991-02-03' } });
    expect(saved.step3.noOfChildrens).toBe(2);
    expect(saved).toMatchObject({ activeStep: 2, succeedSteps: [1] });
  });

  it('gives a draft filled in before signing in to the customer who signs in, and clears another customer’s', () => {
    const anonymous = reduce(funeralQuoteInitial, funeralQuoteActions.step1Saved(step1));
    const mine = reduce(anonymous, funeralQuoteActions.draftOwnerSeen('8001015009087'));
    expect(mine.owner).toBe('8001015009087');
    expect(mine.step1.firstName).toBe('Lerato');
    expect(reduce(mine, funeralQuoteActions.draftOwnerSeen('8001015009087'))).toBe(mine);
    const other = reduce(mine, funeralQuoteActions.draftOwnerSeen('9002025009088'));
    expect(other).toEqual({ ...funeralQuoteInitial, owner: '9002025009088' });
    expect(reduce(mine, signOut())).toEqual(funeralQuoteInitial);
  });

  it('keeps typed values in the draft, asking for a new quote only when the plan changes', () => {
    const done = reduce(
      funeralQuoteInitial,
      funeralQuoteActions.step1Saved(step1),
      funeralQuoteActions.step2Confirmed(),
      funeralQuoteActions.stepOpened(1),
    );
    const renamed = reduce(done, funeralQuoteActions.draftEdited({ step1: { firstName: 'Lera' } }));
    expect(renamed.step1).toMatchObject({ firstName: 'Lera', coverOption: 'B' });
    expect(renamed).toMatchObject({ activeStep: 1, succeedSteps: [1, 2] });
    const replanned = reduce(renamed, funeralQuoteActions.draftEdited({ step1: { coverOption: 'D' } }));
    expect(replanned).toMatchObject({ activeStep: 1, succeedSteps: [1] });
    const typed = reduce(replanned, funeralQuoteActions.draftEdited({ step3: { email: 'lerato@' } }));
    expect(typed.step3).toMatchObject({ email: 'lerato@', validity: funeralQuoteInitial.step3.validity });
  });
});
