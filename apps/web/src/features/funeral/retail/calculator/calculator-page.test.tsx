import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculateFuneralCover, type CoverCalculatorInputDraft } from '@cover/domain/funeral';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { FuneralCalculatorPage } from './calculator-page';

afterEach(() => vi.unstubAllGlobals());

describe('funeral cover calculator', () => {
  it('prices in the browser, confirms with getCoverCalculate and starts the wizard', async () => {
    const { callsTo } = mockFetch({
      'POST /api/retail/funeral/quote/getCoverCalculate': (call) => {
        const result = calculateFuneralCover(call.body as CoverCalculatorInputDraft, { today: new Date() });
        return result.ok
          ? json(200, result.quote)
          : json(422, { error: { code: 'RATING_FAILED', message: 'no' } });
      },
    });
    const { store, router } = renderWithApp(<FuneralCalculatorPage />, { path: '/funeral' });
    const breakdown = await screen.findByRole('region', { name: 'Premium breakdown' });
    expect(within(breakdown).getByText('Monthly premium')).toBeInTheDocument();
    expect(await within(breakdown).findByText('Price confirmed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Include my spouse' }));
    await user.type(screen.getByLabelText(/spouse's age/i), '70');
    expect(await screen.findByText('A spouse must be between 18 and 64 years old')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get this cover' })).toBeDisabled();
    await user.clear(screen.getByLabelText(/spouse's age/i));
    await user.type(screen.getByLabelText(/spouse's age/i), '33');
    expect(await within(breakdown).findByText(/spouse · age 33/i)).toBeInTheDocument();
    expect(await within(breakdown).findByText('Price confirmed')).toBeInTheDocument();
    expect(callsTo('POST', '/api/retail/funeral/quote/getCoverCalculate').at(-1)?.body).toMatchObject({
      spouseAge: 33,
      coverOption: 'B',
    });

    await user.click(screen.getByRole('button', { name: 'Get this cover' }));
    expect(router.state.location.pathname).toBe('/funeral/apply');
    expect(store.getState().funeralQuote.step1).toMatchObject({
      selectedPlan: 'Money cover',
      coverOption: 'B',
    });
    expect(store.getState().funeralQuote.step4.spouseIncluded).toBe(true);
  }, 40_000);
});
