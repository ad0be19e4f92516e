import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { saIdCheckDigit } from '@cover/domain';
import { MOTOR_PATHS, VEHICLE_CREDIT_LIFE_PATHS, type VehicleCreditLifeQuote } from '@cover/domain/motor';
import type { AppStore } from '../../../../app/store';
import { emptyBeneficiary } from '../../../../components/beneficiaries/beneficiary-rules';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { emptyMotorCreditLife } from './credit-life-draft';
import { inspectionKey } from './registration-payloads';
import { motorRegistrationActions } from './registration-slice';
import type { MotorRegistrationValues } from './registration-types';
import {
  PRE_INSPECTION_ID,
  READY,
  draftOf,
  motorApplication,
  motorQuotePackage,
  prepareDraft,
  withQuote,
} from './testing/purchase-fixtures';
import { profile, renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;
const CREDIT_LIFE_QUOTE = VEHICLE_CREDIT_LIFE_PATHS.retail.getVehicleCreditLifeQuote.path;
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** An SA ID number of someone who turned `age` a month ago. */
function idAged(age: number): string {
  const born = new Date();
  born.setMonth(born.getMonth() - 1, 1);
  born.setFullYear(born.getFullYear() - age);
  const yymmdd = [born.getFullYear() % 100, born.getMonth() + 1, born.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  return `${yymmdd}500908${saIdCheckDigit(`${yymmdd}500908`)}`;
}

/** Vehicle credit life on a R400 000 balance (the Corolla's sum insured is R385 000): R1 125,00 a month. */
const creditLifeQuote = (): VehicleCreditLifeQuote => ({
  quotePackageId: 'q-cl-1',
  packageName: 'VEHICLE_CREDIT_LIFE',
  sumAssured: 44_000_000,
  basePremium: 100_000,
  suggestedPremium: 112_500,
  maximumMonthlyPremium: 180_000,
  billingFrequency: 'MONTHLY',
  currency: 'ZAR',
  rateTableVersion: 'credit-life-2026-11',
  quotedOn: '2026-11-20',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-11-27T08:00:00.000Z',
  inputData: {
    vinNumber: null,
    citizenship: 'citizen',
    outstandingSettlementBalanceAmount: 40_000_000,
    additionalPercentageInsured: 10,
    totalEstimatedValue: null,
  },
  module: {
    vinNumber: null,
    citizenship: 'citizen',
    telkomEmployee: false,
    coreBenefitPremium: 100_000,
    flexiBenefitPremium: 12_500,
    totalEstimatedValue: null,
    additionalPercentageInsured: 10,
    outstandingSettlementBalanceAmount: 40_000_000,
  },
});

const ABOVE_VALUE: Partial<MotorRegistrationValues> = {
  motorVehicleFinance: {
    isPayingCarLoan: true,
    creditProvider: 'WesBank',
    responsiblePerson: 'Thabo Mokoena',
    optForTelkomCreditLife: true,
  },
  creditLifeDetails: {
    ...emptyMotorCreditLife(),
    outstandingBalance: 40_000_000,
    addtionalPercentage: 10,
    personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: '9001015009087' },
    beneficiariesDetails: [
      { ...emptyBeneficiary(100), relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena' },
    ],
  },
};

/** The quote step of a retail draft with `values`, the quote saved for them, the customer of `customerId`. */
function atQuote(values: Partial<MotorRegistrationValues>, customerId = '9001015009087') {
  mockFetch({
    'GET /api/retail/user/getAdminUser': () => json(200, profile({ userName: customerId })),
    [`POST ${retail.getVehicleQuote.path}`]: () => json(201, motorQuotePackage()),
    [`POST ${CREDIT_LIFE_QUOTE}`]: () => json(201, creditLifeQuote()),
  });
  return renderWizard((s: AppStore) => {
    prepareDraft(s, { ...READY, ...values }, 3);
    withQuote(s);
  });
}

describe('motor registration wizard: an application an underwriter will review, said before the declaration (QA walk 3, finding 6)', () => {
  it('says on the quote that a credit life balance above the vehicle’s value goes to an underwriter, in plain words', async () => {
    await atQuote(ABOVE_VALUE);
    const notice = await screen.findByTestId('underwriter-notice', {}, { timeout: 3000 });
    expect(plain(notice.textContent)).toBe(
      'An underwriter will look at this application before cover starts, because the balance still owed on ' +
        'the vehicle (R 400 000,00) is more than the vehicle’s value with its extras (R 385 000,00). ' +
        'We will let you know what they decide.',
    );
    // never the staff's sentence
    expect(notice).not.toHaveTextContent(/credit life is R/);
    expect(screen.getByTestId('motor-premium')).toBeInTheDocument();
  }, 40_000);

  it('says nothing of an underwriter for an everyday application', async () => {
    await atQuote({});
    await screen.findByTestId('motor-premium');
    await screen.findByRole('button', { name: 'Accept and continue' });
    expect(screen.queryByTestId('underwriter-notice')).toBeNull();
  }, 40_000);

  it('reads the customer’s own age from their ID number when they drive it most', async () => {
    await atQuote(
      {
        previousInsuranceDetails: { ...READY.previousInsuranceDetails, totalConsecutiveYears: 1 },
      },
      idAged(19),
    );
    const notice = await screen.findByTestId('underwriter-notice', {}, { timeout: 3000 });
    expect(plain(notice.textContent)).toContain(
      'because the person who drives the vehicle most is younger than 21.',
    );
  }, 40_000);

  it('reads the named regular driver’s age from their ID number, and lists several reasons', async () => {
    await atQuote({
      permanentDriver: {
        isPermanent: false,
        relationShip: 'child',
        idNumber: idAged(19),
        fullName: 'Kabelo Mokoena',
        licenceNumber: 'DL123456',
      },
      ...ABOVE_VALUE,
    });
    const notice = await screen.findByTestId('underwriter-notice', {}, { timeout: 3000 });
    expect(notice).toHaveTextContent(
      /An underwriter will look at this application before cover starts, because:/,
    );
    const reasons = within(notice)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(reasons).toEqual([
      'the person who drives the vehicle most is younger than 21',
      'the balance still owed on the vehicle (R 400 000,00) is more than the vehicle’s value with its extras (R 385 000,00)',
    ]);
    expect(notice).toHaveTextContent('We will let you know what they decide.');
  }, 40_000);

  it('says it again on the declaration step, where the cover has no start date until an underwriter approves', async () => {
    mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile()),
      [`GET ${retail.getApplicationbyApplicationId.path}`]: () => json(200, motorApplication()),
      [`POST ${CREDIT_LIFE_QUOTE}`]: () => json(201, creditLifeQuote()),
    });
    await renderWizard((s: AppStore) => {
      prepareDraft(s, { ...READY, ...ABOVE_VALUE, inspectionMobile: '+27821234567' }, 6);
      withQuote(s);
      s.dispatch(
        motorRegistrationActions.preInspectionSaved({
          preInspectionId: PRE_INSPECTION_ID,
          key: inspectionKey(draftOf(s).values.vehicle),
          mobileEnding: '4567',
          linkExpiresAt: '2026-11-27T08:00:00.000Z',
        }),
      );
    });
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    const notice = await form.findByTestId('underwriter-notice', {}, { timeout: 3000 });
    expect(plain(notice.textContent)).toContain(
      'because the balance still owed on the vehicle (R 400 000,00)',
    );
    expect(form.getByText('Once an underwriter approves the application')).toBeInTheDocument();
    expect(form.queryByText('Cover starts on')).toBeNull();
  }, 40_000);
});
