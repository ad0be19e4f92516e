import { afterEach, describe, expect, it, vi } from 'vitest';
import { salaryDeductionShown } from '../../../test/salary-deduction-shown';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { EmployeeStandaloneCreditLifePage } from '../../device/employee/credit-life/credit-life-pages';
import { EmployeeStandaloneVehicleCreditLifePage } from '../../motor/employee/credit-life/credit-life-pages';
import { creditLifeApplication, vehicleCreditLifeQuote } from '../testing/credit-life-fixtures';
import { PREMIUM_TEXTS } from './standalone-premium';

afterEach(() => vi.unstubAllGlobals());

const QUOTE = '/api/employee/device/quote/getCreditLifeQuote';
const VEHICLE = VEHICLE_CREDIT_LIFE_PATHS.employee;
const DEDUCTION = /deduct .* a month from my salary/;
/** the quote is asked once the balance stops changing (300 ms), then answered: longer than a render */
const SETTLED = { timeout: 5_000 };
/** R8 000 on today's table is R33.60 a month in the browser; the server quotes R12.34 */
const BROWSER_FIGURE = 3_360;
const SERVER_FIGURE = 1_234;
const phoneQuote = (outstandingBalance: number) => ({
  outstandingBalance,
  additionalPercentage: 0,
  totalAmountInsured: outstandingBalance,
  creditLifeMonthlyPremium: SERVER_FIGURE,
  maximumMonthlyPremium: (outstandingBalance * 45) / 10_000,
  rateTableVersion: 'credit-life-2026-01',
});

describe('standalone credit life: the salary deduction consent names the premium the server quotes', () => {
  it("names the server's figure, after saying it is being worked out", async () => {
    const asked: { balance: number; answer: (reply: Response) => void }[] = [];
    mockFetch({
      [`POST ${QUOTE}`]: (call) =>
        new Promise<Response>((resolve) => {
          asked.push({
            balance: (call.body as { outstandingBalance: number }).outstandingBalance,
            answer: resolve,
          });
        }),
    });
    renderWithApp(<EmployeeStandaloneCreditLifePage />, { path: '/employee/device/credit-life/new' });
    const user = userEvent.setup();
    expect(await screen.findByText(PREMIUM_TEXTS.deductionNeedsBalance)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Outstanding balance/), '8000');
    expect(await screen.findByText(PREMIUM_TEXTS.deductionQuoting)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: DEDUCTION })).toBeNull();
    await waitFor(() => expect(asked.at(-1)?.balance).toBe(800_000), { timeout: 5_000 });
    expect(screen.getByText(PREMIUM_TEXTS.deductionQuoting)).toBeInTheDocument();
    asked.at(-1)?.answer(json(200, phoneQuote(800_000)));
    expect(
      await screen.findByRole('checkbox', { name: salaryDeductionShown(SERVER_FIGURE) }, SETTLED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: salaryDeductionShown(BROWSER_FIGURE) })).toBeNull();
    expect(screen.queryByText(PREMIUM_TEXTS.deductionQuoting)).toBeNull();
  }, 40_000);

  it('says the quote failed, with no consent to a figure, and names the figure once asked again', async () => {
    let failing = true;
    mockFetch({
      [`POST ${QUOTE}`]: (call) =>
        failing
          ? refusal(503, 'UNAVAILABLE', 'Try again later')
          : json(200, phoneQuote((call.body as { outstandingBalance: number }).outstandingBalance)),
    });
    renderWithApp(<EmployeeStandaloneCreditLifePage />, { path: '/employee/device/credit-life/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Outstanding balance/), '8000');
    expect(await screen.findByText(PREMIUM_TEXTS.deductionNotQuoted, {}, SETTLED)).toBeInTheDocument();
    expect(screen.getByText(PREMIUM_TEXTS.notQuoted)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: DEDUCTION })).toBeNull();
    failing = false;
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    await user.click(retries[retries.length - 1]!);
    expect(
      await screen.findByRole('checkbox', { name: salaryDeductionShown(SERVER_FIGURE) }, SETTLED),
    ).toBeInTheDocument();
    expect(screen.queryByText(PREMIUM_TEXTS.deductionNotQuoted)).toBeNull();
  }, 40_000);

  it("continues a PENDING vehicle application: priced with its own additional percentage, the server's figure named", async () => {
    const pending = creditLifeApplication({
      packageName: 'VEHICLE_CREDIT_LIFE',
      module: { ...creditLifeApplication().module, additionalPercentage: 10 },
    });
    const { callsTo } = mockFetch({
      'GET /api/employee/user/getAdminUser': () => refusal(404, 'NOT_FOUND', 'x'),
      [`GET ${VEHICLE.getApplications.path}`]: () => json(200, { data: [pending] }),
      [`POST ${VEHICLE.getVehicleCreditLifeQuote.path}`]: () =>
        json(201, vehicleCreditLifeQuote(800_000, 10, SERVER_FIGURE)),
    });
    renderWithApp(<EmployeeStandaloneVehicleCreditLifePage />, {
      path: `/employee/motor/credit-life/new?applicationId=${pending.applicationId}`,
    });
    expect(
      await screen.findByRole('checkbox', { name: salaryDeductionShown(SERVER_FIGURE) }, SETTLED),
    ).toBeInTheDocument();
    expect(callsTo('POST', VEHICLE.getVehicleCreditLifeQuote.path).at(-1)?.body).toMatchObject({
      outstandingSettlementBalanceAmount: 800_000,
      additionalPercentageInsured: 10,
    });
  }, 40_000);
});
