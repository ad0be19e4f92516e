import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BENEFICIARY_SHARE_MESSAGES, CREDIT_LIFE_MESSAGES } from '@cover/domain';
import { VEHICLE_CREDIT_LIFE_PATHS, type VehicleCreditLifeQuote } from '@cover/domain/motor';
import { emptyBeneficiary } from '../../../../components/beneficiaries/beneficiary-rules';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { emptyMotorCreditLife } from './credit-life-draft';
import { motorRegistrationActions } from './registration-slice';
import { draftOf, prepareDraft, READY } from './testing/purchase-fixtures';
import { profile, renderWizard } from './testing/render-wizard';
import { CREDIT_LIFE_COOLING_OFF } from '../../../credit-life/policies/credit-life-facts';

afterEach(() => vi.unstubAllGlobals());

const QUOTE = VEHICLE_CREDIT_LIFE_PATHS.retail.getVehicleCreditLifeQuote.path;
const PERSON_ID = '8001015009087';
const quote = (overrides: Partial<VehicleCreditLifeQuote> = {}): VehicleCreditLifeQuote => ({
  quotePackageId: 'q-cl-1',
  packageName: 'VEHICLE_CREDIT_LIFE',
  sumAssured: 27_500_000,
  basePremium: 80_000,
  suggestedPremium: 88_000,
  maximumMonthlyPremium: 112_500,
  billingFrequency: 'MONTHLY',
  currency: 'ZAR',
  rateTableVersion: 'credit-life-2026-11',
  quotedOn: '2026-11-20',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-11-27T08:00:00.000Z',
  inputData: {
    vinNumber: null,
    citizenship: 'citizen',
    outstandingSettlementBalanceAmount: 25_000_000,
    additionalPercentageInsured: 10,
    totalEstimatedValue: null,
  },
  module: {
    vinNumber: null,
    citizenship: 'citizen',
    telkomEmployee: false,
    coreBenefitPremium: 80_000,
    flexiBenefitPremium: 8_000,
    totalEstimatedValue: null,
    additionalPercentageInsured: 10,
    outstandingSettlementBalanceAmount: 25_000_000,
  },
  ...overrides,
});
const FINANCED = {
  isPayingCarLoan: true,
  creditProvider: 'WesBank',
  responsiblePerson: 'Thabo Mokoena',
  optForTelkomCreditLife: true,
};

describe('motor registration wizard: vehicle credit life', () => {
  it('asks for credit life when the loan is ticked, prices it and refuses shares that do not total 100', async () => {
    const api = mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile()),
      [`POST ${QUOTE}`]: () => json(201, quote()),
    });
    const { user, store } = await renderWizard((s) =>
      prepareDraft(
        s,
        {
          ...READY,
          motorVehicleFinance: FINANCED,
          creditLifeDetails: {
            ...emptyMotorCreditLife(),
            responsible: 'other',
            addtionalPercentage: 10,
            personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: PERSON_ID },
            beneficiariesDetails: [
              { ...emptyBeneficiary(60), relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena' },
              { ...emptyBeneficiary(30), relation: 'child', firstName: 'Kabelo', lastName: 'Mokoena' },
            ],
          },
        },
        2,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Vehicle credit life' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the balance and the percentage/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    expect(await screen.findByText(CREDIT_LIFE_MESSAGES.outstandingBalance)).toBeInTheDocument();
    expect(screen.getAllByText(BENEFICIARY_SHARE_MESSAGES.total).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Total 90%/).length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(/Outstanding balance/), '250000');
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('status')
            .some((node) => /Vehicle credit life: R\s?880[.,]00 a month/.test(node.textContent ?? '')),
        ).toBe(true),
      { timeout: 3000 },
    );
    expect(screen.getByText(CREDIT_LIFE_COOLING_OFF)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', QUOTE).length).toBeGreaterThan(0));
    expect(api.callsTo('POST', QUOTE).at(-1)?.body).toEqual({
      citizenship: 'citizen',
      outstandingSettlementBalanceAmount: 25_000_000,
      additionalPercentageInsured: 10,
      vinNumber: READY.vehicle.vin,
    });
    expect(screen.getAllByText(/R\s?275[\s ]?000[.,]00/).length).toBeGreaterThan(0);
    const percent = screen.getByLabelText(/Additional percentage insured/);
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    expect(await screen.findByText(CREDIT_LIFE_MESSAGES.additionalPercentage)).toBeInTheDocument();
    expect(draftOf(store).activeStep).toBe(3);
  }, 40_000);

  it('keeps the credit life details in the persisted draft', async () => {
    mockFetch({ 'GET /api/retail/user/getAdminUser': () => json(200, profile()) });
    const { store } = await renderWizard((s) =>
      prepareDraft(s, { ...READY, motorVehicleFinance: FINANCED }, 2),
    );
    store.dispatch(
      motorRegistrationActions.valuesEdited({
        creditLifeDetails: { ...emptyMotorCreditLife(), outstandingBalance: 9_000_000 },
      }),
    );
    expect(draftOf(store).values.creditLifeDetails.outstandingBalance).toBe(9_000_000);
    expect(draftOf(store).values.creditLifeDetails.addAnotherBeneficiary).toBe(true);
  }, 20_000);
});
