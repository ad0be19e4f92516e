import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coolingOffNotice, CREDIT_LIFE_MESSAGES } from '@cover/domain';
import { DEVICE_MESSAGES } from '@cover/domain/device';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { GALAXY, IPHONE, deviceQuote } from '../testing/purchase-fixtures';
import { CREDIT_LIFE_COOLING_OFF } from '../../../credit-life/policies/credit-life-facts';
import { DeviceQuotePage } from './device-quote-page';

afterEach(() => vi.unstubAllGlobals());

const CATALOG = 'GET /api/retail/device/catalog';
const ESTIMATE = 'POST /api/retail/device/quote/getDeviceQuote';

function mockDeviceApi() {
  return mockFetch({
    [CATALOG]: (call) => {
      const q = (call.query.get('q') ?? '').toLowerCase();
      const data = [GALAXY, IPHONE].filter((phone) =>
        `${phone.brand} ${phone.model}`.toLowerCase().includes(q),
      );
      return json(200, { data, brands: ['Apple', 'Samsung'] });
    },
    [ESTIMATE]: () => json(200, deviceQuote()),
  });
}

describe('device quote page', () => {
  it('searches the catalogue (debounced), picks a phone and shows the premium with every excess', async () => {
    const api = mockDeviceApi();
    const { store } = renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search for your phone'), 'galaxy');
    await waitFor(() => expect(api.calls.some((call) => call.query.get('q') === 'galaxy')).toBe(true));
    // One search for what was typed once it settled, not one per letter.
    expect(api.calls.filter((call) => call.path.endsWith('/catalog') && call.query.get('q')).length).toBe(1);

    const phone = await screen.findByRole('radio', { name: /Samsung Galaxy A15 128 GB/ });
    expect(screen.queryByRole('radio', { name: /iPhone/ })).not.toBeInTheDocument();
    expect(screen.getByText('Colours: Black, Light Blue')).toBeInTheDocument();
    await user.click(phone);

    const estimate = screen.getByRole('region', { name: 'Your estimate' });
    expect(await within(estimate).findByTestId('device-total-premium')).toHaveTextContent(/89,00/);
    const excess = within(estimate).getByRole('table', { name: 'Excess per claim' });
    for (const label of ['Screen damage', 'Hardware damage', 'Software damage', 'Lost or stolen device'])
      expect(within(excess).getByRole('rowheader', { name: label })).toBeInTheDocument();
    expect(within(excess).getByRole('row', { name: /Lost or stolen device R\s?999,75/ })).toBeInTheDocument();
    expect(estimate).toHaveTextContent('Replacement cost from our phone price list of 1 January 2026.');
    // the policy schedule's wording: a full refund, unless a claim was made
    expect(estimate).toHaveTextContent(coolingOffNotice(14));
    expect(estimate).not.toHaveTextContent('less any cover you used');
    expect(estimate).not.toHaveTextContent('Credit life is long-term cover');
    expect(api.callsTo('POST', '/api/retail/device/quote/getDeviceQuote')[0]?.body).toEqual({
      selectedDevice: GALAXY.deviceId,
      isOptedforCreditLife: false,
    });
    expect(store.getState().deviceInsuranceRegistration.values.selectedDevice).toBe(GALAXY.deviceId);
    expectPlainText();
  }, 30_000);

  it('prices credit life on the outstanding balance and shows the total', async () => {
    const api = mockFetch({
      [CATALOG]: () => json(200, { data: [GALAXY], brands: ['Samsung'] }),
      [ESTIMATE]: () =>
        json(
          200,
          deviceQuote({
            isOptedforCreditLife: true,
            creditLife: {
              outstandingBalance: 300_000,
              additionalPercentage: 0,
              totalAmountInsured: 300_000,
              creditLifeMonthlyPremium: 1_200,
              maximumMonthlyPremium: 1_350,
              rateTableVersion: 'credit-life-2026-01',
            },
            creditLifeMonthlyPremium: 1_200,
            totalMonthlyPremium: 10_100,
          }),
        ),
    });
    renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Galaxy A15/ }));
    await user.click(screen.getByRole('checkbox', { name: /add credit life/i }));
    await user.type(screen.getByLabelText(/outstanding balance/i), '3000');
    const estimate = screen.getByRole('region', { name: 'Your estimate' });
    await waitFor(() =>
      expect(within(estimate).getByTestId('device-total-premium')).toHaveTextContent(/101,00/),
    );
    expect(estimate).toHaveTextContent(/Credit life\s*R\s?12,00 a month on a balance of R\s?3\s?000,00/);
    // Long-term cover: its own cooling-off is said before it is bought.
    expect(estimate).toHaveTextContent(CREDIT_LIFE_COOLING_OFF);
    expect(api.callsTo('POST', '/api/retail/device/quote/getDeviceQuote').at(-1)?.body).toEqual({
      selectedDevice: GALAXY.deviceId,
      isOptedforCreditLife: true,
      outstandingBalance: 300_000,
    });
  }, 30_000);

  it('tells a balance outside the limits at once, and says the estimate waits for it', async () => {
    const api = mockDeviceApi();
    renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search for your phone'), 'galaxy');
    await user.click(await screen.findByRole('radio', { name: /Galaxy A15/ }));
    const estimate = screen.getByRole('region', { name: 'Your estimate' });
    await within(estimate).findByTestId('device-total-premium');
    await user.click(screen.getByRole('checkbox', { name: /add credit life/i }));
    const balance = screen.getByLabelText(/outstanding balance/i);
    expect(balance).not.toHaveAttribute('aria-invalid', 'true');
    expect(estimate).toHaveTextContent('Enter what you still owe on the phone (above)');
    const priced = api.callsTo('POST', '/api/retail/device/quote/getDeviceQuote').length;
    await user.type(balance, '250000');
    await waitFor(() => expect(balance).toHaveAttribute('aria-invalid', 'true'));
    expect(balance).toHaveAccessibleDescription(CREDIT_LIFE_MESSAGES.outstandingBalanceHigh);
    expect(estimate).toHaveTextContent('Enter what you still owe on the phone (above)');
    expect(estimate).not.toHaveTextContent('Choose your phone');
    expect(api.callsTo('POST', '/api/retail/device/quote/getDeviceQuote')).toHaveLength(priced);
  }, 30_000);

  it('bounds a phone that is not listed: a call back past R 50 000, the floor on continuing', async () => {
    const api = mockDeviceApi();
    renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'My phone is not listed' }));
    await user.type(screen.getByLabelText(/^brand/i), 'Nokia');
    await user.type(screen.getByLabelText(/^model/i), 'G42');
    await user.type(screen.getByLabelText(/replacement cost/i), '60000');
    expect(screen.getAllByText(DEVICE_MESSAGES.replacementCostHigh).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Ask for a call back' })).toHaveAttribute(
      'href',
      '/?product=device#callback',
    );
    await user.clear(screen.getByLabelText(/replacement cost/i));
    await user.type(screen.getByLabelText(/replacement cost/i), '100');
    await user.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(await screen.findByText(DEVICE_MESSAGES.replacementCostLow)).toBeInTheDocument();
    expect(screen.getByLabelText(/^brand/i)).toHaveValue('Nokia');
    expect(api.callsTo('POST', '/api/retail/device/quote/getDeviceQuote')).toHaveLength(0);
    expectPlainText();
  }, 30_000);

  it.each(['499', '0'])(
    'tells at once, on leaving the field, that a replacement cost of R %s is under the floor, and why there is no price',
    async (typed) => {
      const api = mockDeviceApi();
      renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: 'My phone is not listed' }));
      await user.type(screen.getByLabelText(/^brand/i), 'Nokia');
      await user.type(screen.getByLabelText(/^model/i), 'G42');
      await user.type(screen.getByLabelText(/replacement cost/i), typed);
      await user.tab();
      expect(DEVICE_MESSAGES.replacementCostLow).toBe('Device cover starts at a replacement cost of R 500');
      expect(screen.getByLabelText(/replacement cost/i)).toHaveAccessibleDescription(
        /^Device cover starts at a replacement cost of R\s500$/,
      );
      const estimate = screen.getByRole('region', { name: 'Your estimate' });
      expect(estimate).not.toHaveTextContent('Choose your phone');
      expect(estimate).toHaveTextContent(/replacement cost of at least R\s500/);
      expect(api.callsTo('POST', '/api/retail/device/quote/getDeviceQuote')).toHaveLength(0);
    },
  );

  it('says once that a phone over R 50 000 is for a call back, with the action, and no price', async () => {
    mockDeviceApi();
    renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'My phone is not listed' }));
    await user.type(screen.getByLabelText(/^brand/i), 'Apple');
    await user.type(screen.getByLabelText(/^model/i), 'iPhone 17 Pro Max');
    await user.type(screen.getByLabelText(/replacement cost/i), '60000');
    await user.tab();
    expect(DEVICE_MESSAGES.replacementCostHigh).toBe(
      'We insure phones worth up to R 50 000 online. For a phone worth more, please ask for a call back.',
    );
    expect(screen.getAllByText(DEVICE_MESSAGES.replacementCostHigh)).toHaveLength(1);
    expect(screen.getByLabelText(/replacement cost/i)).toHaveAccessibleDescription(/^More than R\s50\s000$/);
    expect(screen.getByRole('link', { name: 'Ask for a call back' })).toBeInTheDocument();
    const estimate = screen.getByRole('region', { name: 'Your estimate' });
    expect(estimate).not.toHaveTextContent('Choose your phone');
    expect(estimate).toHaveTextContent(/worth more than R\s50 000/);
  });

  it('gives a search example the catalogue has', async () => {
    mockDeviceApi();
    renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
    expect(await screen.findByLabelText('Search for your phone')).toHaveAccessibleDescription(
      'Brand or model, e.g. Galaxy A16',
    );
  });

  it('asks a signed-out visitor to sign in, coming back to the wizard (safe return path)', async () => {
    mockDeviceApi();
    const { router, store } = renderWithApp(<DeviceQuotePage />, { path: '/device/quote' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(await screen.findByText(DEVICE_MESSAGES.deviceRequired)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Galaxy A15/ }));
    await user.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/retail/sign-in?next=%2Fretail%2Fdevice%2Fregister',
      ),
    );
    expect(store.getState().deviceInsuranceRegistration.values).toMatchObject({
      selectedDevice: GALAXY.deviceId,
      catalogueDevice: { model: 'Galaxy A15' },
    });
    expect(screen.getByRole('link', { name: 'Ask a consultant' })).toHaveAttribute(
      'href',
      '/?product=device#callback',
    );
  }, 30_000);
});
