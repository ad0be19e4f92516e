import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { motorApplication } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { REVIEW, TOKEN, renderAccept, review } from '../testing/accept-fixtures';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/employee/accept with vehicle credit life', () => {
  it('shows the credit life premium beside the motor premium and what both come to a month', async () => {
    const application = motorApplication();
    const declared = review({
      application: {
        ...application,
        module: {
          ...application.module,
          motorVehicleFinance: {
            isPayingCarLoan: true,
            creditProvider: 'WesBank',
            optForTelkomCreditLife: true,
          },
          creditLife: {
            applicationId: 'c0ffee00-0000-4000-8000-000000000001',
            policyId: null,
            status: 'PENDING',
            monthlyPremium: 135_000,
            totalAmountInsured: 33_000_000,
          },
        },
      },
    });
    mockFetch({ [REVIEW]: () => json(200, declared) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    const fact = async (card: string, label: string) => {
      const region = await screen.findByRole('region', { name: card });
      return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
    };
    // the premium card: no longer the motor premium alone as "Your premium a month"
    expect(await fact('Your premium', 'Motor premium a month')).toMatch(/1\u00a0127,00/);
    expect(await fact('Your premium', 'Vehicle credit life a month')).toMatch(/1\u00a0350,00/);
    expect(await fact('Your premium', 'Together a month')).toMatch(/2\u00a0477,00/);
    expect(
      within(await screen.findByRole('region', { name: 'Your premium' })).queryByText('Your premium a month'),
    ).toBeNull();
    // and the application's summary at the top
    expect(await fact('Your application', 'Together a month')).toMatch(/2\u00a0477,00/);
  }, 20_000);
});
