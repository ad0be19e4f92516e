import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CREDIT_LIFE_CONSENT_TEXTS } from '@cover/domain';
import {
  MOTOR_CONSENT_TEXTS,
  MOTOR_PATHS,
  MOTOR_REGISTRATION_MESSAGES,
  VEHICLE_CREDIT_LIFE_PATHS,
  type VehicleCreditLifeQuote,
} from '@cover/domain/motor';
import type { AppStore } from '../../../../app/store';
import { emptyBeneficiary } from '../../../../components/beneficiaries/beneficiary-rules';
import { fakeXhr } from '../../../../test/fake-upload';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { emptyMotorCreditLife } from './credit-life-draft';
import { inspectionKey } from './registration-payloads';
import { motorRegistrationActions } from './registration-slice';
import type { MotorRegistrationValues } from './registration-types';
import {
  APPLICATION_ID,
  PRE_INSPECTION_ID,
  READY,
  draftOf,
  motorApplication,
  prepareDraft,
  withQuote,
} from './testing/purchase-fixtures';
import { renderWizard } from './testing/render-wizard';

/**
 * QA walk 7 finding 2: vehicle credit life taken in the motor wizard asks the credit life's own consents at
 * the declaration (its terms and the check with the credit provider, the standalone's texts), as the phone's
 * wizard asks its credit check with credit life; required and sent only with credit life.
 */
afterEach(() => vi.unstubAllGlobals());

const employee = MOTOR_PATHS.employee;
const CREDIT_LIFE_QUOTE = VEHICLE_CREDIT_LIFE_PATHS.employee.getVehicleCreditLifeQuote.path;
const SUBMIT = 'Submit my application';

const withCreditLife: Partial<MotorRegistrationValues> = {
  paymentMethod: 'debit_order',
  motorVehicleFinance: {
    isPayingCarLoan: true,
    creditProvider: 'WesBank',
    responsiblePerson: 'Thabo Mokoena',
    optForTelkomCreditLife: true,
  },
  creditLifeDetails: {
    ...emptyMotorCreditLife(),
    outstandingBalance: 30_000_000,
    addtionalPercentage: 10,
    personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: '8001015009087' },
    beneficiariesDetails: [
      { ...emptyBeneficiary(100), relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena' },
    ],
  },
};

const creditLifeQuote = (): VehicleCreditLifeQuote => ({
  quotePackageId: 'q-cl-1',
  packageName: 'VEHICLE_CREDIT_LIFE',
  sumAssured: 33_000_000,
  basePremium: 126_000,
  suggestedPremium: 135_000,
  maximumMonthlyPremium: 135_000,
  billingFrequency: 'MONTHLY',
  currency: 'ZAR',
  rateTableVersion: 'credit-life-2026-11',
  quotedOn: '2026-11-20',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-11-27T08:00:00.000Z',
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

/** An employee's wizard on its last step, the quote and the approved inspection of its answers saved. */
function atSubmit(values: Partial<MotorRegistrationValues>) {
  const api = mockFetch({
    [`POST ${employee.createApplication.path}`]: () =>
      json(201, { application: motorApplication({ documentsOutstanding: [] }), policy: null, message: 'ok' }),
    [`GET ${employee.getApplicationbyApplicationId.path}`]: () => json(200, motorApplication()),
    [`POST ${employee.applicationDeclaration.path}`]: () =>
      json(200, {
        application: motorApplication({
          status: 'ACTIVE',
          policyNumber: 'MOT-2026-000042',
          documentsOutstanding: [],
        }),
        policy: { policyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', policyNumber: 'MOT-2026-000042' },
        message: 'ok',
      }),
    [`POST ${CREDIT_LIFE_QUOTE}`]: () => json(201, creditLifeQuote()),
  });
  const wizard = renderWizard((s: AppStore) => {
    prepareDraft(s, { ...READY, scheme: 'management', inspectionMobile: '+27821234567', ...values }, 6);
    withQuote(s, 'employee');
    s.dispatch(
      motorRegistrationActions.preInspectionSaved({
        preInspectionId: PRE_INSPECTION_ID,
        key: inspectionKey(draftOf(s).values.vehicle),
        mobileEnding: '4567',
        linkExpiresAt: '2026-11-27T08:00:00.000Z',
      }),
    );
  }, 'employee');
  return { api, wizard };
}

const declarations = (api: ReturnType<typeof mockFetch>) =>
  api.callsTo('POST', employee.applicationDeclaration.path);

describe('motor registration wizard: the declaration with vehicle credit life', () => {
  it('asks the credit life’s terms and credit check, needs them and sends them', async () => {
    const { api, wizard } = atSubmit(withCreditLife);
    const { user } = await wizard;
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    const creditCheck = await form.findByRole(
      'checkbox',
      { name: CREDIT_LIFE_CONSENT_TEXTS.creditCheck },
      { timeout: 3000 },
    );
    const creditLifeTerms = form.getByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.terms });
    expect(form.getAllByRole('checkbox')).toHaveLength(5);
    await user.upload(
      form.getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await user.upload(
      form.getByLabelText(/finance agreement/i),
      new File(['%PDF-1.4 settlement'], 'settlement.pdf', { type: 'application/pdf' }),
    );
    for (const box of form.getAllByRole('checkbox'))
      if (box !== creditCheck && box !== creditLifeTerms) await user.click(box);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findAllByText(MOTOR_REGISTRATION_MESSAGES.consent)).toHaveLength(2);
    expect(api.callsTo('POST', employee.createApplication.path)).toHaveLength(0);

    vi.stubGlobal('XMLHttpRequest', fakeXhr([]));
    await user.click(creditCheck);
    await user.click(creditLifeTerms);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('heading', { name: 'You’re covered' })).toBeInTheDocument();
    expect(declarations(api)[0]?.body).toEqual({
      applicationId: APPLICATION_ID,
      consents: {
        debitOrder: true,
        terms: true,
        popiaAndTcf: true,
        creditCheck: true,
        creditLifeTerms: true,
      },
    });
  }, 90_000);

  it('does not ask them without credit life', async () => {
    const { wizard } = atSubmit({ paymentMethod: 'debit_order' });
    await wizard;
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    expect(form.getByRole('checkbox', { name: MOTOR_CONSENT_TEXTS.terms })).toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.creditCheck })).toBeNull();
    expect(form.queryByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.terms })).toBeNull();
    expect(form.getAllByRole('checkbox')).toHaveLength(3);
  }, 90_000);
});
