import { describe, expect, it } from 'vitest';
import { MOTOR_REGISTRATION_MESSAGES, VEHICLE_MESSAGES, motorQuoteInputSchema } from '@cover/domain/motor';
import { SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import { PLAIN_ZOD_MESSAGES } from '../../../../lib/zod-messages';
import { bankingStepErrors, consentErrors } from './banking-rules';
import { declaredErrors, historyStepErrors } from './history-rules';
import { peopleStepErrors } from './people-rules';
import {
  formFieldOf,
  inspectionFieldOf,
  motorQuoteInput,
  registrationAnswers,
  stepOfField,
  vehiclePrice,
} from './registration-payloads';
import { initialMotorValues, type MotorVehicleDraft } from './registration-types';
import { READY, VALID_VIN } from './testing/purchase-fixtures';
import {
  GUIDE_WITHOUT_PRICE,
  NOT_IN_GUIDE,
  registrationDateProblem,
  vehicleStepErrors,
} from './vehicle-rules';

const TODAY = new Date('2026-11-20T10:00:00+02:00');
const vehicle = (change: Partial<MotorVehicleDraft> = {}): MotorVehicleDraft => ({
  ...READY.vehicle,
  ...change,
});
const vehicleErrors = (change: Partial<MotorVehicleDraft>, needsScheme = false, scheme = '') =>
  vehicleStepErrors({ scheme, vehicle: vehicle(change) }, { needsScheme }, TODAY);

describe('motor wizard step rules', () => {
  it('accepts a complete vehicle', () => {
    expect(vehicleErrors({})).toEqual({});
  });

  it.each([
    ['17 characters, lower case and spaces around', ` ${VALID_VIN.toLowerCase()} `, null],
    ['16 characters', VALID_VIN.slice(1), VEHICLE_MESSAGES.vin],
    ['18 characters', `${VALID_VIN}1`, VEHICLE_MESSAGES.vin],
    ['an O (never in a VIN)', `O${VALID_VIN.slice(1)}`, VEHICLE_MESSAGES.vin],
    ['an I', `I${VALID_VIN.slice(1)}`, VEHICLE_MESSAGES.vin],
    ['a Q', `Q${VALID_VIN.slice(1)}`, VEHICLE_MESSAGES.vin],
    ['empty', '', VEHICLE_MESSAGES.vin],
  ])('VIN: %s', (_case, vin, message) => {
    expect(vehicleErrors({ vin })['vehicle.vin'] ?? null).toBe(message);
  });

  it.each([
    ['a month of this year', 2026, 11, 2022, null],
    ['January 1900 for an old vehicle', 1900, 1, 1900, null],
    ['next month', 2026, 12, 2022, VEHICLE_MESSAGES.registrationNotYet],
    ['next year', 2027, 1, 2022, VEHICLE_MESSAGES.registrationNotYet],
    ['before 1900', 1899, 12, 1899, VEHICLE_MESSAGES.registrationDate],
    ['month 13', 2022, 13, 2022, VEHICLE_MESSAGES.registrationDate],
    ['month 0', 2022, 0, 2022, VEHICLE_MESSAGES.registrationDate],
    ['no month', 2022, null, 2022, VEHICLE_MESSAGES.registrationDate],
    ['two years before it was made', 2020, 5, 2022, VEHICLE_MESSAGES.registeredBeforeMade],
    ['March 2019 for a 2022 vehicle', 2019, 3, 2022, VEHICLE_MESSAGES.registeredBeforeMade],
    ['the year before it was made (a new model)', 2021, 10, 2022, null],
  ])('registration date (YYYY-MM from two fields): %s', (_case, year, month, made, message) => {
    expect(
      registrationDateProblem(
        vehicle({ vehicleRegistrationYear: year, vehicleRegistrationMonth: month, manufacturingYear: made }),
        TODAY,
      ),
    ).toBe(message);
  });

  it('puts a missing registration year on the year field and a bad month on the month field', () => {
    expect(vehicleErrors({ vehicleRegistrationYear: null })).toHaveProperty(
      'vehicle.vehicleRegistrationYear',
    );
    expect(vehicleErrors({ vehicleRegistrationYear: 2026, vehicleRegistrationMonth: 12 }, false, '')).toEqual(
      {
        'vehicle.vehicleRegistrationMonth': VEHICLE_MESSAGES.registrationNotYet,
      },
    );
  });

  it.each([
    ['no make', { make: '', model: '', manufacturingYear: null, valuation: null }, 'vehicle.make'],
    ['no year', { manufacturingYear: null, valuation: null }, 'vehicle.manufacturingYear'],
    ['a year the guide does not list', { valuation: null }, 'vehicle.manufacturingYear'],
  ])('guide: %s', (_case, change, field) => {
    expect(Object.keys(vehicleErrors(change))).toEqual([field]);
  });

  it('asks for the value when the guide has no retail price, and prices by it', () => {
    const noPrice = { valuationId: 'x', newPrice: 43_000_000, retailPrice: 0, valuedOn: '2026-11-01' };
    expect(vehicleErrors({ valuation: noPrice })).toEqual({
      'vehicle.estimatedRetailPrice': VEHICLE_MESSAGES.price,
    });
    expect(vehicleErrors({ valuation: noPrice, estimatedRetailPrice: 30_000_000 })).toEqual({});
    expect(vehiclePrice(vehicle({ valuation: noPrice, estimatedRetailPrice: 30_000_000 }))).toEqual({
      valuationId: null,
      estimatedRetailPrice: 30_000_000,
      isEstimatedRetailPrice: true,
    });
    expect(vehiclePrice(vehicle())).toEqual({
      valuationId: READY.vehicle.valuation?.valuationId,
      estimatedRetailPrice: 38_500_000,
      isEstimatedRetailPrice: true,
    });
    expect(GUIDE_WITHOUT_PRICE).toMatch(/no retail price/);
    expect(NOT_IN_GUIDE).toMatch(/not listed/);
  });

  it('takes the customer’s own estimate for a vehicle the guide does not list', () => {
    const own = {
      priceSource: 'own' as const,
      valuation: null,
      make: 'GWM',
      model: 'P-Series 2.0',
      manufacturingYear: 2021,
    };
    expect(vehicleErrors({ ...own, estimatedRetailPrice: null })).toEqual({
      'vehicle.estimatedRetailPrice': VEHICLE_MESSAGES.price,
    });
    // R500: on Continue the same rule as on leaving the field, saying the range in rand
    expect(vehicleErrors({ ...own, estimatedRetailPrice: 50_000 })).toEqual({
      'vehicle.estimatedRetailPrice': VEHICLE_MESSAGES.priceRange,
    });
    expect(vehicleErrors({ ...own, estimatedRetailPrice: 6_000_000_000 })).toEqual({
      'vehicle.estimatedRetailPrice': VEHICLE_MESSAGES.priceRange,
    });
    expect(vehicleErrors({ ...own, estimatedRetailPrice: 45_000_000 })).toEqual({});
  });

  it('asks employees for their scheme, and the use and job questions of everyone', () => {
    expect(vehicleErrors({}, true)).toHaveProperty('scheme');
    expect(vehicleErrors({}, true, 'management')).toEqual({});
    expect(vehicleErrors({ vehicleUsedFor: '', isEssentialPart: null })).toEqual({
      'vehicle.vehicleUsedFor': VEHICLE_MESSAGES.use,
      'vehicle.isEssentialPart': PLAIN_ZOD_MESSAGES.yesOrNo,
    });
  });

  it.each([
    [
      'nothing declared: the value stays 00.00',
      { anyExtra: false, totalEstimatedValue: '00.00', details: [] },
      {},
    ],
    [
      'declared but nothing chosen and no value',
      { anyExtra: true, totalEstimatedValue: '00.00', details: [] },
      {
        'extraVehicleDetails.details': VEHICLE_MESSAGES.extrasDetails,
        'extraVehicleDetails.totalEstimatedValue': VEHICLE_MESSAGES.extrasValue,
      },
    ],
    [
      'declared with a value that is not rand',
      { anyExtra: true, totalEstimatedValue: '12,500', details: ['canopy'] },
      {
        'extraVehicleDetails.totalEstimatedValue': VEHICLE_MESSAGES.extrasValue,
      },
    ],
    [
      'declared with items and a value',
      { anyExtra: true, totalEstimatedValue: '12500.00', details: ['canopy'] },
      {},
    ],
    [
      'not answered',
      { anyExtra: null, totalEstimatedValue: '00.00', details: [] },
      {
        'extraVehicleDetails.anyExtra': PLAIN_ZOD_MESSAGES.yesOrNo,
      },
    ],
  ])('extras: %s', (_case, extraVehicleDetails, errors) => {
    expect(declaredErrors({ ...READY, extraVehicleDetails }, 'car')).toEqual(errors);
  });

  it.each([
    [
      'a canopy and a tow bar (a car’s)',
      { anyExtra: true, totalEstimatedValue: '12500', details: ['mag_wheels', 'canopy', 'tow_bar'] },
      {
        'extraVehicleDetails.details':
          'Canopy and tow bar are not covered as extras on a motorcycle. Please remove them.',
      },
    ],
    [
      'mag wheels and a tracking device',
      { anyExtra: true, totalEstimatedValue: '12500', details: ['mag_wheels', 'tracking_device'] },
      {},
    ],
    [
      'a roof rack left in the draft, no extras declared',
      { anyExtra: false, totalEstimatedValue: '00.00', details: ['roof_rack'] },
      {},
    ],
  ])('a motorcycle’s extras: %s', (_case, extraVehicleDetails, errors) => {
    expect(declaredErrors({ ...READY, extraVehicleDetails }, 'motorcycle')).toEqual(errors);
  });

  it("sends the default '00.00' and no items when nothing is declared, whatever was typed before", () => {
    const input = motorQuoteInput(
      {
        ...initialMotorValues(),
        ...READY,
        extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '9000', details: ['canopy'] },
      },
      'retail',
    );
    expect(input.extraVehicleDetails).toEqual({ anyExtra: false, totalEstimatedValue: '00.00', details: [] });
    expect(input.performanceEnhancementDetails).toEqual({
      anyEnhancement: false,
      totalEstimatedValue: '00.00',
      details: [],
    });
    expect(input).not.toHaveProperty('scheme');
    expect(motorQuoteInputSchema.safeParse(input).success).toBe(true);
    expect(initialMotorValues().extraVehicleDetails.totalEstimatedValue).toBe('00.00');
  });

  it('asks why insurance was cancelled, and for the finance details of a financed vehicle', () => {
    const errors = historyStepErrors(
      {
        ...READY,
        creditLifeDetails: initialMotorValues().creditLifeDetails,
        previousInsuranceDetails: { ...READY.previousInsuranceDetails, everCancelled: true },
        motorVehicleFinance: { ...READY.motorVehicleFinance, isPayingCarLoan: true },
      },
      'car',
    );
    expect(errors).toEqual({
      'previousInsuranceDetails.cancellationReason': VEHICLE_MESSAGES.cancellationReason,
      'motorVehicleFinance.creditProvider': VEHICLE_MESSAGES.creditProvider,
      'motorVehicleFinance.responsiblePerson': VEHICLE_MESSAGES.responsiblePerson,
    });
  });

  it('asks for another permanent driver’s details, and the owner’s when it is someone else', () => {
    const errors = peopleStepErrors({
      ...READY,
      permanentDriver: { ...READY.permanentDriver, isPermanent: false },
      ownerDetails: { ...READY.ownerDetails, vehicleOwner: false },
    });
    expect(Object.keys(errors).sort()).toEqual([
      'ownerDetails.firstName',
      'ownerDetails.lastName',
      'ownerDetails.relationship',
      'permanentDriver.fullName',
      'permanentDriver.idNumber',
      'permanentDriver.licenceNumber',
      'permanentDriver.relationShip',
    ]);
    expect(peopleStepErrors(READY)).toEqual({});
  });

  it('refuses a start date in the past or more than 30 days ahead, and asks for the consents', () => {
    const values = { ...READY, paymentMethod: 'debit_order' as const };
    expect(bankingStepErrors(values)).toEqual({});
    expect(bankingStepErrors({ ...values, effectiveDate: '2020-01-01' })).toEqual({
      effectiveDate: MOTOR_REGISTRATION_MESSAGES.effectiveDate,
    });
    expect(
      bankingStepErrors({
        ...values,
        paymentMethod: 'deduct_from_salary',
        bankAccount: { ...values.bankAccount, accountNumber: '' },
      }),
    ).toEqual({});
    const given = {
      debitOrder: false,
      salaryDeduction: false,
      terms: true,
      popiaAndTcf: true,
      creditCheck: false,
      creditLifeTerms: false,
    };
    expect(consentErrors(given, { debitOrder: true, salaryDeduction: false })).toEqual({
      debitOrder: MOTOR_REGISTRATION_MESSAGES.consent,
    });
    expect(consentErrors(given, { debitOrder: false, salaryDeduction: false })).toEqual({});
    expect(consentErrors(given, { debitOrder: false, salaryDeduction: true })).toEqual({
      salaryDeduction: SALARY_DEDUCTION_CONSENT_MESSAGE,
    });
    expect(
      consentErrors({ ...given, salaryDeduction: true }, { debitOrder: false, salaryDeduction: true }),
    ).toEqual({});
    // with vehicle credit life: its credit check and terms
    const withCreditLife = { debitOrder: false, salaryDeduction: false, creditLife: true };
    expect(consentErrors(given, withCreditLife)).toEqual({
      creditCheck: MOTOR_REGISTRATION_MESSAGES.consent,
      creditLifeTerms: MOTOR_REGISTRATION_MESSAGES.consent,
    });
    expect(consentErrors({ ...given, creditCheck: true, creditLifeTerms: true }, withCreditLife)).toEqual({});
  });

  it('builds vehicleRegistrationDate’s two fields and the spec’s groups for createApplication', () => {
    const answers = registrationAnswers({ ...initialMotorValues(), ...READY }, 'pre-1');
    expect(answers.vehicle).toMatchObject({
      vin: VALID_VIN,
      vehicleRegistrationYear: 2022,
      vehicleRegistrationMonth: 3,
      preInspectionId: 'pre-1',
      isEstimatedRetailPrice: true,
    });
    expect(answers.address).toEqual({
      address: '12 Long Street, Cape Town, 8001',
      googleAddress: READY.address.googleAddress,
    });
    expect(answers.permanentDriver).toEqual({ isPermanent: true });
    expect(answers.billingDay).toBe(15);
  });

  it.each([
    ['vehicle.vin', 'vehicle.vin', 1],
    ['scheme', 'scheme', 1],
    ['finance.personFinancing', 'motorVehicleFinance.responsiblePerson', 3],
    ['permanentDriver.idNumber', 'permanentDriver.idNumber', 2],
    ['billingDay', 'bankAccount.debitOrderDate', 6],
    ['paymentMethod.accountNumber', 'bankAccount.accountNumber', 6],
    ['acceptTermsAndCondition', 'consents.terms', 7],
    ['effectiveDate', 'effectiveDate', 6],
  ])('the server’s %s is the form’s %s on step %i', (server, form, step) => {
    expect(formFieldOf(server)).toBe(form);
    expect(stepOfField(form)).toBe(step);
  });

  it.each([
    ['vinNo', 'vehicle.vin'],
    ['registrationNo', 'vehicle.vehicle_reg_no'],
    ['color', 'vehicle.colour'],
    ['odometerValue', 'vehicle.odometer'],
    ['somethingElse', null],
  ])('a pre-inspection problem with %s shows at %s', (server, form) => {
    expect(inspectionFieldOf(server)).toBe(form);
  });
});
