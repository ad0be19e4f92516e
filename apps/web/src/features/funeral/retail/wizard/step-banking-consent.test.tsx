import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEBIT_ORDER_CONSENT_MESSAGE, saDay } from '@cover/domain';
import { FUNERAL_PATHS, type QuotePackage } from '@cover/domain/funeral';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import { quoteInputKey, wizardQuoteInput } from '../state/wizard-payloads';
import { StepBanking } from './step-banking';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const APPLY = `POST ${FUNERAL_PATHS.retail.createQuoteApplication.path}`;
const quote = {
  quotePackageId: 'q1',
  suggestedPremium: 18_225,
  totalPremium: 18_225,
  expiresAt: '2999-01-01T00:00:00.000Z',
  expired: false,
  module: {},
} as unknown as QuotePackage;

/** Step 6 with the quote priced and the bank account typed in an earlier visit. */
function renderBanking() {
  const { store } = createAppStore();
  store.dispatch(
    funeralQuoteActions.quoteSaved({
      quote,
      key: quoteInputKey(wizardQuoteInput(store.getState().funeralQuote)),
    }),
  );
  store.dispatch(
    funeralQuoteActions.step6Saved({
      bankName: 'Capitec',
      branchCode: '470010',
      accountHolderName: 'Lerato Mokoena',
      accountNumber: '1234567890',
      accountType: 'savings',
      debitOrderDate: 25,
    }),
  );
  const onCreated = vi.fn();
  const page = (
    <WizardFrame
      label="Application steps"
      steps={['Plan', 'Quote', 'Your details', 'Family', 'Declaration', 'Payment']}
      progress={{ activeStep: 6, succeedSteps: [1, 2, 3, 4, 5] }}
      onOpenStep={() => {}}
      renderStep={() => <StepBanking onCreated={onCreated} />}
    />
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/funeral/apply'] });
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { onCreated };
}

describe('banking step: the debit order authorisation', () => {
  it('names the amount and the day, says when the first premium is collected, and is required', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T08:00:00Z') });
    const { callsTo } = mockFetch({
      [APPLY]: () => json(201, { application: { applicationId: 'a1' }, policy: null, message: 'ok' }),
    });
    const { onCreated } = renderBanking();
    expect(saDay(new Date())).toBe('2026-12-06');
    const consent = screen.getByRole('checkbox', {
      name: /I authorise the insurer to collect R\s182,25 a month by debit order from the bank account I gave, on the 25th of each month, until I cancel the policy\./,
    });
    expect(
      screen.getByText(
        /Your first premium of R\s182,25 is collected on 25 December 2026, then on the 25th of each month\./,
      ),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply and pay by debit order' }));
    expect(await screen.findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', FUNERAL_PATHS.retail.createQuoteApplication.path)).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Apply and pay by debit order' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [call] = callsTo('POST', FUNERAL_PATHS.retail.createQuoteApplication.path);
    expect(call?.body).toMatchObject({ billingDay: 25, declaration: { consents: { debitOrder: true } } });
  });
});
