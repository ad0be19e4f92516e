import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  OPERATOR_DESK_PATHS,
  VEHICLE_CREDIT_LIFE_PATHS,
  type VehicleCreditLifeQuote,
} from '@cover/domain/motor';
import { emptyBeneficiary } from '../../../../components/beneficiaries/beneficiary-rules';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { emptyMotorCreditLife } from '../../../motor/shared/wizard/credit-life-draft';
import { CREDIT_LIFE_NOT_PRICED } from '../../../motor/shared/wizard/credit-life-premium';
import {
  draftOf,
  motorQuotePackage,
  prepareDraft,
} from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { HOLDER_ID, OPERATOR_SESSION } from '../testing/desk-fixtures';
import { DESK_VALUES, renderDeskWizard, withInspection, withQuote } from '../testing/desk-wizard';

afterEach(() => vi.unstubAllGlobals());

const desk = OPERATOR_DESK_PATHS;
const EMPLOYEE_QUOTE = VEHICLE_CREDIT_LIFE_PATHS.employee.getVehicleCreditLifeQuote.path;
const FINANCED = {
  isPayingCarLoan: true,
  creditProvider: 'WesBank',
  responsiblePerson: 'Thabo Mokoena',
  optForTelkomCreditLife: true,
};
const creditLifeDetails = {
  ...emptyMotorCreditLife(),
  outstandingBalance: 30_000_000,
  addtionalPercentage: 10,
  personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: '8001015009087' },
  beneficiariesDetails: [
    { ...emptyBeneficiary(100), relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena' },
  ],
};
const values = DESK_VALUES;
const financed = { ...values, motorVehicleFinance: FINANCED, creditLifeDetails };

/** R1 350,00 a month on R300 000 plus 10 % (the QA report's figures). */
const creditLifeQuote = (): VehicleCreditLifeQuote => ({
  quotePackageId: 'q-cl-desk',
  packageName: 'VEHICLE_CREDIT_LIFE',
  sumAssured: 33_000_000,
  basePremium: 126_000,
  suggestedPremium: 135_000,
  maximumMonthlyPremium: 135_000,
  billingFrequency: 'MONTHLY',
  currency: 'ZAR',
  rateTableVersion: 'credit-life-2026-11',
  quotedOn: '2026-12-05',
  createdAt: '2026-12-05T08:00:00.000Z',
  expiresAt: '2026-12-12T08:00:00.000Z',
  inputData: {
    vinNumber: null,
    citizenship: 'citizen',
    outstandingSettlementBalanceAmount: 30_000_000,
    additionalPercentageInsured: 10,
    totalEstimatedValue: null,
  },
  module: {
    vinNumber: null,
    citizenship: 'citizen',
    telkomEmployee: true,
    coreBenefitPremium: 126_000,
    flexiBenefitPremium: 9_000,
    totalEstimatedValue: null,
    additionalPercentageInsured: 10,
    outstandingSettlementBalanceAmount: 30_000_000,
  },
});

describe('vehicle credit life in the operator’s motor wizard', () => {
  it('prices credit life through the desk for the employee’s holder and speaks about the employee', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`POST ${desk.getVehicleCreditLifeQuote.path}`]: () => json(201, creditLifeQuote()),
    });
    const { user } = await renderDeskWizard((s) =>
      prepareDraft(
        s,
        {
          ...financed,
          creditLifeDetails: {
            ...creditLifeDetails,
            personResponsibleForFinancing: { firstName: '', lastName: '', idNumber: '' },
            responsible: 'other',
          },
        },
        2,
      ),
    );
    expect(await screen.findByText(/What Thabo still owes on the vehicle, up to R/)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('status')
            .some((node) => /Vehicle credit life: R\s?1[\s ]?350[.,]00 a month/.test(node.textContent ?? '')),
        ).toBe(true),
      { timeout: 3000 },
    );
    expect(api.callsTo('POST', desk.getVehicleCreditLifeQuote.path).at(-1)?.body).toMatchObject({
      policyHolderId: HOLDER_ID,
      outstandingSettlementBalanceAmount: 30_000_000,
      additionalPercentageInsured: 10,
    });
    expect(api.callsTo('POST', EMPLOYEE_QUOTE)).toHaveLength(0);

    // "Me" is the employee, by first name, whom the server fills in (operator-wizard-employee.test.tsx)
    const who = screen.getByRole('radiogroup', { name: 'Who is responsible for the finance?' });
    expect(within(who).queryByRole('radio', { name: 'Me' })).toBeNull();
    await user.click(within(who).getByRole('radio', { name: 'Thabo' }));
    expect(screen.getByTestId('responsible-on-file')).toHaveTextContent('The employee, Thabo Mokoena');

    await user.click(screen.getByRole('button', { name: /Add (a|another) beneficiary/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Relationship to Thabo/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Relationship to you/)).toBeNull();
  }, 40_000);

  it('shows both premiums and the total on the quote step, and cannot go on when credit life is not priced', async () => {
    let failing = true;
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`POST ${desk.getVehicleQuote.path}`]: () => json(201, motorQuotePackage()),
      [`POST ${desk.getVehicleCreditLifeQuote.path}`]: () =>
        failing
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : json(201, creditLifeQuote()),
    });
    const { user, store } = await renderDeskWizard((s) => {
      prepareDraft(s, financed, 3);
      withQuote(s, financed);
    });
    await screen.findByTestId('motor-premium');
    expect(await screen.findByText(CREDIT_LIFE_NOT_PRICED, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with this quote' })).toBeDisabled();
    expect(api.callsTo('POST', EMPLOYEE_QUOTE)).toHaveLength(0);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('motor-and-credit-life')).toHaveTextContent(
      /together: R\s?2[\s ]?477[.,]00 a month/,
    );
    expect(screen.getByRole('button', { name: 'Continue with this quote' })).toBeEnabled();
    // nothing entered was lost on the way
    expect(draftOf(store).values.creditLifeDetails.outstandingBalance).toBe(30_000_000);
  }, 40_000);

  it('states both premiums and the total in the summary before sending', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`POST ${desk.getVehicleCreditLifeQuote.path}`]: () => json(201, creditLifeQuote()),
    });
    await renderDeskWizard((s) => {
      prepareDraft(s, { ...financed, paymentMethod: 'deduct_from_salary' }, 6);
      withQuote(s, financed);
      withInspection(s, '2026-12-12T08:00:00.000Z');
    });
    const form = within(await screen.findByRole('form', { name: 'Documents and sending' }));
    const fact = async (label: string) => (await form.findByText(label, {}, { timeout: 3000 })).nextSibling;
    expect(await fact('Motor premium a month')).toHaveTextContent(/R\s?1[\s ]?127[.,]00/);
    expect(await fact('Vehicle credit life a month')).toHaveTextContent(/R\s?1[\s ]?350[.,]00/);
    expect(await fact('Together a month')).toHaveTextContent(/R\s?2[\s ]?477[.,]00/);
    expect(api.callsTo('POST', desk.getVehicleCreditLifeQuote.path)[0]?.body).toMatchObject({
      policyHolderId: HOLDER_ID,
    });
    expect(api.callsTo('POST', EMPLOYEE_QUOTE)).toHaveLength(0);
  }, 40_000);

  it('does not send an application whose credit life could not be priced, and keeps what was entered', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`POST ${desk.getVehicleCreditLifeQuote.path}`]: () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    });
    const { user, store } = await renderDeskWizard((s) => {
      prepareDraft(s, { ...financed, paymentMethod: 'deduct_from_salary' }, 6);
      withQuote(s, financed);
      withInspection(s, '2026-12-12T08:00:00.000Z');
    });
    const form = within(await screen.findByRole('form', { name: 'Documents and sending' }));
    expect(await form.findByText(CREDIT_LIFE_NOT_PRICED, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(form.getByText('Vehicle credit life a month').nextSibling).toHaveTextContent('Not priced');
    await user.click(form.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send to the employee for acceptance' }));
    await waitFor(() => expect(screen.getAllByText(CREDIT_LIFE_NOT_PRICED).length).toBeGreaterThan(1));
    expect(api.callsTo('POST', desk.registerVehicle.path)).toHaveLength(0);
    expect(api.callsTo('POST', desk.sendForAcceptance.path)).toHaveLength(0);
    expect(draftOf(store).values.creditLifeDetails).toMatchObject({
      outstandingBalance: 30_000_000,
      addtionalPercentage: 10,
    });
    expect(draftOf(store).activeStep).toBe(7);
  }, 40_000);

  it('asks for the debit order in words about the employee', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    const { user } = await renderDeskWizard((s) => {
      prepareDraft(
        s,
        { ...values, paymentMethod: 'debit_order', bankAccount: { ...values.bankAccount, bankName: '' } },
        5,
      );
      withQuote(s, values);
      withInspection(s, '2026-12-12T08:00:00.000Z');
    });
    const form = within(await screen.findByRole('form', { name: 'Payment' }));
    expect(form.getByText('Filled in from Thabo’s bank (universal branch code)')).toBeInTheDocument();
    expect(form.getByText('Thabo’s billing day each month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await form.findByText('Please choose Thabo’s bank')).toBeInTheDocument();
    expect(form.queryByText(/\b(my|your)\b/i)).toBeNull();
  }, 40_000);
});
