import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import {
  deviceApplication,
  deviceQuote,
  deviceQuotePackage,
  prepareDraft,
} from '../testing/purchase-fixtures';
import { READY_PHONE, draftOf, renderDeviceWizard } from '../testing/render-wizard';
import { registrationKey } from './registration-payloads';
import { deviceRegistrationActions } from './registration-slice';

afterEach(() => vi.unstubAllGlobals());

const POLICY_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const CREDIT_LIFE_POLICY_ID = '8d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const WITH_CREDIT_LIFE = deviceQuote({
  isOptedforCreditLife: true,
  deviceMonthlyPremium: 22_900,
  creditLifeMonthlyPremium: 6_300,
  totalMonthlyPremium: 29_200,
});

/** Confirm on an application with credit life, declared and issued with its credit life policy. */
async function issuedWithCreditLife() {
  const declared = deviceApplication({
    status: 'ACTIVE',
    policyId: POLICY_ID,
    policyNumber: 'DEV-2026-000003',
    monthlyPremium: 22_900,
    documentsOutstanding: [],
    creditLifePolicyId: CREDIT_LIFE_POLICY_ID,
    module: { ...deviceApplication().module, quote: WITH_CREDIT_LIFE },
  });
  mockFetch({
    'GET /api/retail/device/application/getApplicationById': () =>
      json(200, deviceApplication({ documentsOutstanding: [] })),
    'POST /api/retail/device/application/applicationDeclaration': () =>
      json(200, {
        application: declared,
        policy: { policyId: POLICY_ID, policyNumber: 'DEV-2026-000003', monthlyPremium: 22_900 },
        creditLifePolicyId: CREDIT_LIFE_POLICY_ID,
        message: 'Your device is insured. Your policy has been issued.',
      }),
    [`GET /api/retail/device/credit-life/policies/${CREDIT_LIFE_POLICY_ID}`]: () =>
      json(200, { policyId: CREDIT_LIFE_POLICY_ID, policyNumber: 'DCL-2026-000004', monthlyPremium: 6_300 }),
  });
  const { user } = await renderDeviceWizard((s) => {
    prepareDraft(s, { ...READY_PHONE, ...BANKING_READY, isOptedforCreditLife: true });
    for (const step of [1, 2]) s.dispatch(deviceRegistrationActions.stepSaved({ step, values: {} }));
    s.dispatch(deviceRegistrationActions.quoteSaved({ quote: deviceQuotePackage(), key: 'k' }));
    s.dispatch(
      deviceRegistrationActions.applicationSaved({
        application: deviceApplication({ documentsOutstanding: [] }),
        sentKey: registrationKey(draftOf(s).values as never),
      }),
    );
    s.dispatch(deviceRegistrationActions.documentsDone());
  });
  await screen.findByRole('form', { name: 'Confirm' });
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
}

describe('device registration wizard: the issued screen with credit life (walk 8 no. 5)', () => {
  it('gives each policy its own number and premium, and what they come to a month together', async () => {
    await issuedWithCreditLife();
    expect(await screen.findByTestId('new-credit-life-policy-number')).toHaveTextContent('DCL-2026-000004');
    expect(screen.getByTestId('issued-cover')).toHaveTextContent(
      /^Device coverDEV-2026-000003R\s229,00 a month$/,
    );
    expect(screen.getByTestId('issued-credit-life')).toHaveTextContent(
      /^Device credit lifeDCL-2026-000004R\s63,00 a month$/,
    );
    expect(screen.getByTestId('issued-total')).toHaveTextContent(/^TogetherR\s292,00 a month$/);
    expect(screen.getByTestId('new-policy-number')).toHaveTextContent('DEV-2026-000003');
    // the device policy is never given the total as its premium
    expect(screen.queryByText(/Monthly premium/)).toBeNull();
  }, 40_000);
});
