import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculateFuneralCover, type CoverCalculatorInputDraft } from '@cover/domain/funeral';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { ESTIMATE_CHECKED } from './calculator-input';
import { FuneralCalculatorPage } from './calculator-page';

afterEach(() => vi.unstubAllGlobals());

describe('funeral cover calculator', () => {
  it('prices in the browser, confirms with getCoverCalculate and starts the wizard', async () => {
    const { callsTo } = mockFetch({
      'POST /api/retail/funeral/quote/getCoverCalculate': (call) => {
        const result = calculateFuneralCover(call.body as CoverCalculatorInputDraft, { today: new Date() });
        return result.ok ? json(200, result.quote) : refusal(422, 'RATING_FAILED', 'no');
      },
    });
    const { store, router } = renderWithApp(<FuneralCalculatorPage />, { path: '/funeral' });
    const breakdown = await screen.findByRole('region', { name: 'Premium breakdown' });
    expect(within(breakdown).getByText('Monthly premium')).toBeInTheDocument();
    expect(await within(breakdown).findByText(ESTIMATE_CHECKED)).toBeInTheDocument();
    // an estimate, as the wizard's next step calls it: the formal quote comes when applying
    expect(within(breakdown).queryByText(/price confirmed/i)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Include my spouse' }));
    await user.type(screen.getByLabelText(/spouse's age/i), '70');
    await user.tab();
    expect(await screen.findByText('A spouse must be between 18 and 64 years old')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get this cover' }));
    expect(router.state.location.pathname).toBe('/funeral');
    await user.clear(screen.getByLabelText(/spouse's age/i));
    await user.type(screen.getByLabelText(/spouse's age/i), '33');
    expect(await within(breakdown).findByText(/spouse · age 33/i)).toBeInTheDocument();
    expect(await within(breakdown).findByText(ESTIMATE_CHECKED)).toBeInTheDocument();
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

  it('shows an age error only once the field was left or "Get this cover" was pressed', async () => {
    mockFetch({
      'POST /api/retail/funeral/quote/getCoverCalculate': (call) => {
        const result = calculateFuneralCover(call.body as CoverCalculatorInputDraft, { today: new Date() });
        return result.ok ? json(200, result.quote) : refusal(422, 'X', 'no');
      },
    });
    const { router } = renderWithApp(<FuneralCalculatorPage />, { path: '/funeral' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Include my spouse' }));
    const spouseAge = screen.getByLabelText(/spouse's age/i);
    expect(spouseAge).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/whole number/i)).not.toBeInTheDocument();
    expect(screen.getByText('18 to 64')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get this cover' }));
    expect(router.state.location.pathname).toBe('/funeral');
    expect(spouseAge).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('hands every choice to the wizard: spouse and age, children, extended family; never offers "Policy holder"', async () => {
    mockFetch({
      'POST /api/retail/funeral/quote/getCoverCalculate': (call) => {
        const result = calculateFuneralCover(call.body as CoverCalculatorInputDraft, { today: new Date() });
        return result.ok ? json(200, result.quote) : refusal(422, 'X', 'no');
      },
    });
    const { store } = renderWithApp(<FuneralCalculatorPage />, { path: '/funeral' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Include my spouse' }));
    await user.type(screen.getByLabelText(/spouse's age/i), '33');
    await user.clear(screen.getByLabelText(/number of children/i));
    await user.type(screen.getByLabelText(/number of children/i), '2');
    await user.click(screen.getByRole('button', { name: 'Add extended family' }));
    const relative = await screen.findByRole('group', { name: 'Extended family member 1' });
    const relationship = within(relative).getByLabelText(/relationship/i);
    expect(within(relationship).queryByRole('option', { name: 'Policy holder' })).not.toBeInTheDocument();
    await user.selectOptions(relationship, 'mother');
    await user.type(within(relative).getByLabelText(/^age/i), '60');
    await user.click(screen.getByRole('button', { name: 'Get this cover' }));

    const draft = store.getState().funeralQuote;
    expect(draft.step4.spouseIncluded).toBe(true);
    expect(draft.step3.noOfChildrens).toBe(2);
    expect(draft.step1).toMatchObject({
      coverOption: 'B',
      coverAmount: 1_000_000,
      extendedFamilyIncluded: 'yes',
      extendedFamily: [{ relationship: 'mother', coverageOption: 'A' }],
    });
    expect(draft.calculatorAges).toMatchObject({ mainMember: 35, spouse: 33 });
    expect(Object.values(draft.calculatorAges?.extendedFamily ?? {})).toEqual([60]);
  }, 30_000);
});
