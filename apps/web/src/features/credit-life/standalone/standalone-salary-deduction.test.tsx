import { afterEach, describe, expect, it, vi } from 'vitest';
import { salaryDeductionShown } from '../../../test/salary-deduction-shown';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_LIFE_CONSENT_TEXTS, SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { EmployeeStandaloneCreditLifePage } from '../../device/employee/credit-life/credit-life-pages';
import { RetailStandaloneVehicleCreditLifePage } from '../../motor/retail/credit-life/credit-life-pages';
import { CREDIT_LIFE_API, creditLifeApplication, creditLifePolicy } from '../testing/credit-life-fixtures';

afterEach(() => vi.unstubAllGlobals());

const API = CREDIT_LIFE_API.employee;
const QUOTE = '/api/employee/device/quote/getCreditLifeQuote';
const DEDUCTION = /deduct .* a month from my salary/;
const quote = (outstandingBalance: number) => ({
  outstandingBalance,
  additionalPercentage: 0,
  totalAmountInsured: outstandingBalance,
  creditLifeMonthlyPremium: (outstandingBalance * 42) / 10_000,
  maximumMonthlyPremium: (outstandingBalance * 45) / 10_000,
  rateTableVersion: 'credit-life-2026-01',
});

describe('standalone credit life paid by salary deduction', () => {
  it('asks to authorise the deduction of the premium for the balance typed, and not for a debit order', async () => {
    mockFetch({
      [`POST ${QUOTE}`]: (call) =>
        json(200, quote((call.body as { outstandingBalance: number }).outstandingBalance)),
    });
    renderWithApp(<EmployeeStandaloneCreditLifePage />, { path: '/employee/device/credit-life/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Outstanding balance/), '8000');
    // R8 000 at R4.20 per R1 000: R33.60 a month
    expect(
      // the server's quote, asked once the balance stops changing
      await screen.findByRole('checkbox', { name: salaryDeductionShown(3_360) }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take out credit life' }));
    expect(await screen.findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Debit order from my bank account' }));
    expect(screen.queryByRole('checkbox', { name: DEDUCTION })).toBeNull();
    expect(screen.getByText(CREDIT_LIFE_CONSENT_TEXTS.debitOrder, { exact: false })).toBeInTheDocument();
  }, 40_000);

  it('continues a PENDING application paid from the salary: needs the deduction consent and sends it', async () => {
    const pending = creditLifeApplication();
    const { callsTo } = mockFetch({
      [`GET ${API}/applications`]: () => json(200, { data: [pending] }),
      [`POST ${QUOTE}`]: () => json(200, quote(800_000)),
      [`POST ${API}/editCreditLifeApplication`]: () =>
        json(200, {
          application: { ...pending, status: 'ACTIVE' },
          policy: creditLifePolicy(),
          message: 'Your credit life cover has been issued.',
        }),
    });
    renderWithApp(<EmployeeStandaloneCreditLifePage />, {
      path: `/employee/device/credit-life/new?applicationId=${pending.applicationId}`,
    });
    const user = userEvent.setup();
    const deduction = await screen.findByRole('checkbox', { name: salaryDeductionShown(3_360) });
    expect(screen.queryByText(CREDIT_LIFE_CONSENT_TEXTS.debitOrder, { exact: false })).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) if (box !== deduction) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Take out credit life' }));
    expect(await screen.findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();
    const edits = () => callsTo('POST', `${API}/editCreditLifeApplication`);
    expect(edits()).toHaveLength(0);
    await user.click(deduction);
    await user.click(screen.getByRole('button', { name: 'Take out credit life' }));
    expect(await screen.findByText('DCL-0001')).toBeInTheDocument();
    expect(edits()[0]?.body).toMatchObject({
      applicationId: pending.applicationId,
      consents: { salaryDeduction: true, creditCheck: true, terms: true, popia: true },
    });
  }, 40_000);

  it('is never asked of a retail customer, who pays by debit order', async () => {
    mockFetch();
    renderWithApp(<RetailStandaloneVehicleCreditLifePage />, { path: '/motor/credit-life/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Outstanding balance/), '8000');
    expect(screen.getByText(CREDIT_LIFE_CONSENT_TEXTS.debitOrder, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: DEDUCTION })).toBeNull();
  }, 40_000);
});
