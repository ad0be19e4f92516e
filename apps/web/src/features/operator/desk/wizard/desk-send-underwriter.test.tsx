/**
 * The desk's sending step says what the application page says once sent (22eb142, e6bdc32): an application
 * the employee's acceptance will refer to an underwriter (the domain's motorApplicationReferralReasons, the
 * rules the server's acceptance applies) has no start date, only 'Once an underwriter approves the
 * application', and the operator is told why.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../../test/mock-fetch';
import { UNDERWRITER_WORDS } from '../../../on-behalf/lib/underwriter-words';
import { motorQuoteKey, motorQuoteInput } from '../../../motor/shared/wizard/registration-payloads';
import { motorRegistrationActions } from '../../../motor/shared/wizard/registration-slice';
import { motorQuotePackage, prepareDraft } from '../../../motor/shared/wizard/testing/purchase-fixtures';
import type { AppStore } from '../../../../app/store';
import { OPERATOR_SESSION } from '../testing/desk-fixtures';
import { DESK_VALUES, renderDeskWizard, withInspection } from '../testing/desk-wizard';

afterEach(() => vi.unstubAllGlobals());

/** The draft at the sending step, quoted on a vehicle worth `vehicleValue` (cents). */
const atSending = (vehicleValue: number) => (store: AppStore) => {
  prepareDraft(store, { ...DESK_VALUES, paymentMethod: 'deduct_from_salary' }, 6);
  store.dispatch(
    motorRegistrationActions.quoteSaved({
      quote: { ...motorQuotePackage(), vehicleValue, sumAssured: vehicleValue },
      key: motorQuoteKey(motorQuoteInput(DESK_VALUES, 'employee')),
    }),
  );
  withInspection(store, '2026-12-12T08:00:00.000Z');
};

async function sendingStep() {
  const form = within(await screen.findByRole('form', { name: 'Documents and sending' }));
  await form.findByText('Vehicle', {}, { timeout: 3000 });
  return form;
}

describe('the desk’s sending step and the underwriter', () => {
  it('gives no start date for an application its acceptance will refer (a R1 250 000 vehicle), and says why', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard(atSending(125_000_000));
    const form = await sendingStep();
    expect(form.queryByText('Cover starts on')).toBeNull();
    expect(form.getByText(UNDERWRITER_WORDS.coverStartsLabel).nextSibling).toHaveTextContent(
      UNDERWRITER_WORDS.coverStarts,
    );
    const note = form.getByTestId('underwriter-note');
    expect(note).toHaveTextContent('When the employee accepts, this application goes to an underwriter.');
    expect(note).toHaveTextContent(/The vehicle is worth R\s?1[\s ]?250[\s ]?000/);
    expect(note).toHaveTextContent('tell the employee there is no start date yet');
    expect(
      form.getByText(/^Cover starts only after Thabo accepts/, {
        ignore: '[data-testid="underwriter-note"]',
      }),
    ).toHaveTextContent('once the inspection is approved and an underwriter approves the application');
  }, 40_000);

  it('refers a vehicle the employee drives when their age is under 21 (from the years of insurance it allows)', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard(atSending(38_500_000), { mostInsuranceYears: 1 });
    const form = await sendingStep();
    expect(form.queryByText('Cover starts on')).toBeNull();
    expect(form.getByTestId('underwriter-note')).toHaveTextContent(
      'The regular driver is 19, younger than 21.',
    );
  }, 40_000);

  it('gives the start date when nothing needs an underwriter', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard(atSending(38_500_000));
    const form = await sendingStep();
    expect(form.getByText('Cover starts on')).toBeInTheDocument();
    expect(form.queryByTestId('underwriter-note')).toBeNull();
    expect(form.getByText(/^Cover starts only after Thabo accepts/)).toHaveTextContent(
      '(and once the inspection is approved). We email',
    );
  }, 40_000);
});
