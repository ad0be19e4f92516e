/**
 * An employee's motor wizard on its last step (documents and declaration), for the tests of what that step
 * asks: the draft's answers with the quote and the approved inspection saved, the server's replies to the
 * application, its declaration and the vehicle credit life quote (R1 350,00 a month) mocked.
 */
import { MOTOR_PATHS, VEHICLE_CREDIT_LIFE_PATHS, type VehicleCreditLifeQuote } from '@cover/domain/motor';
import type { AppStore } from '../../../../../app/store';
import { emptyBeneficiary } from '../../../../../components/beneficiaries/beneficiary-rules';
import { json, mockFetch } from '../../../../../test/mock-fetch';
import { emptyMotorCreditLife } from '../credit-life-draft';
import { inspectionKey } from '../registration-payloads';
import { motorRegistrationActions } from '../registration-slice';
import type { MotorRegistrationValues } from '../registration-types';
import {
  PRE_INSPECTION_ID,
  READY,
  draftOf,
  motorApplication,
  prepareDraft,
  withQuote,
} from './purchase-fixtures';
import { renderWizard } from './render-wizard';

const employee = MOTOR_PATHS.employee;
const CREDIT_LIFE_QUOTE = VEHICLE_CREDIT_LIFE_PATHS.employee.getVehicleCreditLifeQuote.path;

/** A financed vehicle with vehicle credit life taken (R300 000 owed, 10 % more insured, one beneficiary). */
export const financed: Partial<MotorRegistrationValues> = {
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

/** Vehicle credit life at R1 350,00 a month. */
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

/**
 * An employee's wizard on its last step, the quote and the approved inspection of its answers saved;
 * `routes` replace or add the server's replies.
 */
export function atSubmit(
  values: Partial<MotorRegistrationValues>,
  routes: Parameters<typeof mockFetch>[0] = {},
) {
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
    ...routes,
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

/** The declarations the wizard sent. */
export const declarations = (api: ReturnType<typeof mockFetch>) =>
  api.callsTo('POST', employee.applicationDeclaration.path);
