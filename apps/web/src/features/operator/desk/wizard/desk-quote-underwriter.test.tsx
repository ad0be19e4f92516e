/**
 * The desk's own quote step tells the operator, as its sending step does, that the employee's acceptance will
 * send the application to an underwriter (the draft's referral reasons, draftReferralFacts with the desk's
 * holder age), in the staff's words; the customer's own notice is never shown to the operator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../../test/mock-fetch';
import { UNDERWRITER_WORDS } from '../../../on-behalf/lib/underwriter-words';
import { motorQuoteKey, motorQuoteInput } from '../../../motor/shared/wizard/registration-payloads';
import { motorRegistrationActions } from '../../../motor/shared/wizard/registration-slice';
import { MOTOR_STEP } from '../../../motor/shared/wizard/registration-types';
import { motorQuotePackage, prepareDraft } from '../../../motor/shared/wizard/testing/purchase-fixtures';
import type { AppStore } from '../../../../app/store';
import { OPERATOR_SESSION } from '../testing/desk-fixtures';
import { DESK_VALUES, renderDeskWizard } from '../testing/desk-wizard';

afterEach(() => vi.unstubAllGlobals());

/** The draft at the quote step, quoted on a vehicle worth `vehicleValue` (cents). */
const atQuote = (vehicleValue: number) => (store: AppStore) => {
  prepareDraft(store, { ...DESK_VALUES, paymentMethod: 'deduct_from_salary' }, MOTOR_STEP.quote - 1);
  store.dispatch(
    motorRegistrationActions.quoteSaved({
      quote: { ...motorQuotePackage(), vehicleValue, sumAssured: vehicleValue },
      key: motorQuoteKey(motorQuoteInput(DESK_VALUES, 'employee')),
    }),
  );
};

const acceptQuote = () =>
  screen.findByRole('button', { name: 'Continue with this quote' }, { timeout: 20_000 });

describe('the desk’s quote step and the underwriter', () => {
  it('tells the operator that the employee’s acceptance sends a R1 250 000 vehicle to an underwriter, and why', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard(atQuote(125_000_000));
    await acceptQuote();
    const note = await screen.findByTestId('underwriter-note');
    const reasons = /The vehicle is worth R\s?1[\s ]?250[\s ]?000[^.]*\./.exec(note.textContent ?? '');
    expect(reasons).not.toBeNull();
    // the sending step's words, with the same reasons
    expect(note).toHaveTextContent(UNDERWRITER_WORDS.operatorBefore([reasons![0]]));
    // the customer's own words are the customer's: not said to the operator
    expect(screen.queryByTestId('underwriter-notice')).toBeNull();
  }, 40_000);

  it('says nothing of an underwriter when the rules need none', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard(atQuote(38_500_000));
    await acceptQuote();
    expect(screen.queryByTestId('underwriter-note')).toBeNull();
    expect(screen.queryByTestId('underwriter-notice')).toBeNull();
  }, 40_000);
});
