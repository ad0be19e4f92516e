import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { emptyCreditLifeDraft } from '../../../credit-life/fields/credit-life-draft';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { GALAXY, deviceQuote, prepareDraft } from '../testing/purchase-fixtures';
import { READY_PHONE, renderDeviceWizard } from '../testing/render-wizard';
import { deviceRegistrationActions } from './registration-slice';
import type { DeviceRegistrationValues } from './registration-types';
import { CREDIT_LIFE_PRICED_LATER } from './wizard-price';

afterEach(() => vi.unstubAllGlobals());

const ESTIMATE = '/api/retail/device/quote/getDeviceQuote';
const WITH_CREDIT_LIFE = deviceQuote({
  isOptedforCreditLife: true,
  creditLife: {
    outstandingBalance: 300_000,
    additionalPercentage: 0,
    totalAmountInsured: 300_000,
    creditLifeMonthlyPremium: 1_260,
    maximumMonthlyPremium: 1_350,
    rateTableVersion: 'v1',
  },
  creditLifeMonthlyPremium: 1_260,
  totalMonthlyPremium: 10_160,
});

/** The wizard on the step after `saved` steps, the phone chosen; the estimate answers `quote` to every input. */
function onStep(saved: number[], values: Partial<DeviceRegistrationValues>, quote = deviceQuote()) {
  const api = mockFetch({ [`POST ${ESTIMATE}`]: () => json(200, quote) });
  const wizard = renderDeviceWizard((s) => {
    prepareDraft(s, { ...READY_PHONE, ...values });
    for (const step of saved) s.dispatch(deviceRegistrationActions.stepSaved({ step, values: {} }));
  });
  return { api, wizard };
}

/**
 * Waits until the premium reads `text`: the status is there from the first render ('Working out your
 * premium…'), so finding it is not finding the price (a loaded machine found it before the estimate came).
 */
const premiumReads = (text: string) =>
  waitFor(() => expect(screen.getByRole('status', { name: 'Your premium' })).toHaveTextContent(text), {
    timeout: 10_000,
  });

describe('device registration wizard: the premium before the bank details', () => {
  it('shows the phone’s premium a month on the credit life step, once the phone is chosen', async () => {
    const { api, wizard } = onStep([1], {});
    await wizard;
    await screen.findByRole('form', { name: 'Credit life' });
    await premiumReads('Your premium: R 89,00 a month for device cover');
    expect(api.callsTo('POST', ESTIMATE)[0]?.body).toEqual({
      selectedDevice: GALAXY.deviceId,
      isOptedforCreditLife: false,
    });
  }, 40_000);

  it('adds the credit life premium and the total on the payment step, before the bank account', async () => {
    const { api, wizard } = onStep(
      [1, 2],
      {
        ...BANKING_READY,
        isOptedforCreditLife: true,
        creditLife: { ...emptyCreditLifeDraft(), outstandingBalance: 300_000 },
      },
      WITH_CREDIT_LIFE,
    );
    await wizard;
    await screen.findByRole('form', { name: 'Payment' });
    await premiumReads('Your premium: R 101,60 a month (device cover R 89,00 and credit life R 12,60)');
    expect(api.callsTo('POST', ESTIMATE)[0]?.body).toEqual({
      selectedDevice: GALAXY.deviceId,
      isOptedforCreditLife: true,
      outstandingBalance: 300_000,
    });
  }, 40_000);

  it('prices the phone alone while the credit life balance is not given, and says so', async () => {
    const { wizard } = onStep([1], { isOptedforCreditLife: true });
    await wizard;
    await premiumReads('Your premium: R 89,00 a month for device cover');
    expect(screen.getByText(CREDIT_LIFE_PRICED_LATER)).toBeInTheDocument();
  }, 40_000);

  it('shows nothing on the phone step, where the phone is still being chosen', async () => {
    mockFetch({ [`POST ${ESTIMATE}`]: () => json(200, deviceQuote()) });
    await renderDeviceWizard((s) => prepareDraft(s));
    await screen.findByRole('form', { name: 'Your phone' });
    expect(screen.queryByRole('status', { name: 'Your premium' })).toBeNull();
  }, 40_000);
});
