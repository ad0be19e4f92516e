import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BENEFICIARY_SHARE_MESSAGES, CREDIT_LIFE_CONSENT_TEXTS } from '@cover/domain';
import { DEVICE_MESSAGES, REGISTRATION_MESSAGES } from '@cover/domain/device';
import { announced } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { SAVED_FOR_LATER } from '../../../credit-life/standalone/standalone-credit-life';
import { CREDIT_LIFE_API, creditLifeApplication } from '../../../credit-life/testing/credit-life-fixtures';
import { EmployeeStandaloneCreditLifePage } from './credit-life-pages';
import { CREDIT_LIFE_COOLING_OFF } from '../../../credit-life/policies/credit-life-facts';

afterEach(() => vi.unstubAllGlobals());

const API = CREDIT_LIFE_API.employee;
const QUOTE = '/api/employee/device/quote/getCreditLifeQuote';
const quote = {
  outstandingBalance: 800_000,
  additionalPercentage: 0,
  totalAmountInsured: 800_000,
  creditLifeMonthlyPremium: 3_360,
  maximumMonthlyPremium: 3_600,
  rateTableVersion: 'v1',
};

describe('EmployeeStandaloneCreditLifePage', () => {
  it('shows the premium as the balance is typed, and refuses a wrong IMEI, no beneficiaries and missing consents', async () => {
    const { callsTo } = mockFetch({ [`POST ${QUOTE}`]: () => json(200, quote) });
    renderWithApp(<EmployeeStandaloneCreditLifePage />, { path: '/employee/device/credit-life/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone brand/), 'Samsung');
    await user.type(screen.getByLabelText(/Phone model/), 'Galaxy A15');
    await user.type(screen.getByLabelText(/IMEI number/), '356938035643800');
    expect(screen.getByText('Dial *#06# on the phone to see its IMEI')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Outstanding balance/), '8000');
    expect(await screen.findByText(/Monthly premium:/)).toHaveTextContent(/R\s?33[.,]60/);
    expect(screen.getByTestId('credit-life-cap').textContent).toMatch(
      /Never more than R\u00a04,50 per R\u00a01\u00a0000 of the outstanding balance a month \(R\u00a036,00 for this balance\)/,
    );
    expect(screen.getByText(CREDIT_LIFE_COOLING_OFF)).toBeInTheDocument();
    expect(callsTo('POST', QUOTE).at(-1)?.body).toEqual({ outstandingBalance: 800_000 });

    // salary deduction (the default): no debit order consent
    expect(screen.queryByLabelText(CREDIT_LIFE_CONSENT_TEXTS.debitOrder, { exact: false })).toBeNull();
    expect(screen.getByText(CREDIT_LIFE_CONSENT_TEXTS.creditCheck, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take out credit life' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiMistyped)).toBeInTheDocument();
    expect(screen.getAllByText(BENEFICIARY_SHARE_MESSAGES.required).length).toBeGreaterThan(0);
    expect(screen.getAllByText(REGISTRATION_MESSAGES.consent)).toHaveLength(3);
    expect(callsTo('POST', `${API}/createIndividualCreditLife`)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Debit order from my bank account' }));
    expect(screen.getByText(CREDIT_LIFE_CONSENT_TEXTS.debitOrder, { exact: false })).toBeInTheDocument();
  });

  it('continues a PENDING application: shares must total 100, and saving without consents keeps it pending', async () => {
    const pending = creditLifeApplication({
      module: {
        ...creditLifeApplication().module,
        beneficiariesDetails: [
          { relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena', percentage: 60 },
        ],
      },
    });
    const { callsTo } = mockFetch({
      [`GET ${API}/applications`]: () => json(200, { data: [pending] }),
      [`POST ${QUOTE}`]: () => json(200, quote),
      [`POST ${API}/editCreditLifeApplication`]: () =>
        json(200, { application: pending, policy: null, message: 'Saved' }),
    });
    renderWithApp(<EmployeeStandaloneCreditLifePage />, {
      path: `/employee/device/credit-life/new?applicationId=${pending.applicationId}`,
    });
    expect(await screen.findByText('Apple iPhone 15 (IMEI …3809)')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Thabo');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    expect(await screen.findAllByText(BENEFICIARY_SHARE_MESSAGES.total)).not.toHaveLength(0);
    expect(callsTo('POST', `${API}/editCreditLifeApplication`)).toHaveLength(0);
  });

  it('saves a PENDING application without consents through editCreditLifeApplication', async () => {
    const pending = creditLifeApplication();
    const { callsTo } = mockFetch({
      [`GET ${API}/applications`]: () => json(200, { data: [pending] }),
      [`POST ${QUOTE}`]: () => json(200, quote),
      [`POST ${API}/editCreditLifeApplication`]: () =>
        json(200, { application: pending, policy: null, message: 'Saved' }),
    });
    renderWithApp(<EmployeeStandaloneCreditLifePage />, {
      path: `/employee/device/credit-life/new?applicationId=${pending.applicationId}`,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and finish later' }));
    await waitFor(() => expect(callsTo('POST', `${API}/editCreditLifeApplication`)).toHaveLength(1));
    const body = callsTo('POST', `${API}/editCreditLifeApplication`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      applicationId: pending.applicationId,
      outstandingBalance: 800_000,
      personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena' },
    });
    expect(body).not.toHaveProperty('consents');
    await announced(SAVED_FOR_LATER);
  });
});
