import { describe, expect, it } from 'vitest';
import { MOTOR_POLICY_MESSAGES, motorPolicyEditSchema, VEHICLE_MESSAGES } from '@cover/domain/motor';
import { motorPolicy } from '../test-motor-policy';
import { motorApplication } from '../test-motor-application';
import {
  EDIT_FORM_MESSAGES,
  editBody,
  editDraftFrom,
  editErrors,
  editFieldPath,
  type MotorEditDraft,
} from './edit-draft';

/** the test policy's sum insured */
const SUM = motorPolicy().sumAssured;

const withOdometer = (draft: MotorEditDraft): MotorEditDraft => ({
  ...draft,
  vehicleDetails: { ...draft.vehicleDetails, odometer: '85000' },
});

describe('the motor edit form', () => {
  it('is filled in from the policy and the finance, extras and history of its application', () => {
    const draft = editDraftFrom(motorPolicy(), motorApplication());
    expect(draft).toMatchObject({
      sumAssured: 30_000_000,
      finance: { payingOffLoan: true },
      vehicleDetails: { odometer: '', colour: 'White' },
      permanentDriver: { isPermanent: true },
      vehicleUsedFor: 'private',
      extraVehicleDetails: {
        anyExtra: true,
        totalEstimatedValue: '12500.00',
        details: ['mag_wheels', 'tow_bar'],
      },
      performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
      previousInsuranceDetails: {
        totalConsecutiveYears: 6,
        totalClaims: 1,
        everCancelled: false,
        isConvicted: false,
      },
    });
    expect(motorPolicyEditSchema.safeParse(editBody(withOdometer(draft))).success).toBe(true);
    expect(editErrors(withOdometer(draft), SUM)).toEqual({});
  });

  it('leaves the odometer reading out when the sum insured stays (the policy’s reading stays)', () => {
    const draft = editDraftFrom(motorPolicy(), motorApplication());
    expect(editErrors(draft, SUM)).toEqual({});
    expect(editBody(draft).vehicleDetails).toEqual({ colour: 'White' });
    expect(editBody(withOdometer(draft)).vehicleDetails).toEqual({ odometer: 85_000, colour: 'White' });
  });

  it('asks every question the application could not answer', () => {
    const errors = editErrors(withOdometer(editDraftFrom(motorPolicy())), SUM);
    expect(errors).toMatchObject({
      'finance.payingOffLoan': EDIT_FORM_MESSAGES.payingOffLoan,
      'extraVehicleDetails.anyExtra': EDIT_FORM_MESSAGES.anyExtra,
      'performanceEnhancementDetails.anyEnhancement': EDIT_FORM_MESSAGES.anyEnhancement,
      'previousInsuranceDetails.totalConsecutiveYears': VEHICLE_MESSAGES.years,
      'previousInsuranceDetails.everCancelled': EDIT_FORM_MESSAGES.everCancelled,
    });
  });

  it.each<[string, (draft: MotorEditDraft) => MotorEditDraft, Record<string, string>]>([
    [
      'a new sum insured without the odometer reading now',
      (draft) => ({
        ...draft,
        sumAssured: SUM + 500_000,
        vehicleDetails: { ...draft.vehicleDetails, odometer: '' },
      }),
      { 'vehicleDetails.odometer': MOTOR_POLICY_MESSAGES.odometerForSumAssured },
    ],
    [
      'someone else driving without their details',
      (draft) => ({ ...draft, permanentDriver: { ...draft.permanentDriver, isPermanent: false } }),
      {
        'permanentDriver.relationShip': VEHICLE_MESSAGES.relationship,
        'permanentDriver.idNumber': expect.any(String) as string,
        'permanentDriver.fullName': VEHICLE_MESSAGES.driverName,
        'permanentDriver.licenceNumber': VEHICLE_MESSAGES.licence,
      },
    ],
    [
      'extras declared without a value or an item',
      (draft) => ({
        ...draft,
        extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '00.00', details: [] },
      }),
      {
        'extraVehicleDetails.details': VEHICLE_MESSAGES.extrasDetails,
        'extraVehicleDetails.totalEstimatedValue': VEHICLE_MESSAGES.extrasValue,
      },
    ],
    [
      'a cancelled insurance without its reason',
      (draft) => ({
        ...draft,
        previousInsuranceDetails: {
          ...draft.previousInsuranceDetails,
          everCancelled: true,
          cancellationReason: '',
        },
      }),
      { 'previousInsuranceDetails.cancellationReason': VEHICLE_MESSAGES.cancellationReason },
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(editErrors(change(withOdometer(editDraftFrom(motorPolicy(), motorApplication()))), SUM)).toEqual(
      expected,
    );
  });

  it('sends nothing declared as no items and 00.00, and the address typed once as both lines', () => {
    const draft = withOdometer(editDraftFrom(motorPolicy(), motorApplication()));
    const body = editBody({
      ...draft,
      extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '12500.00', details: ['canopy'] },
    });
    expect(body.extraVehicleDetails).toEqual({ anyExtra: false, totalEstimatedValue: '00.00', details: [] });
    expect(body.address.address).toBe(body.address.googleAddress.formattedAddress);
    expect(body.previousInsurance).not.toHaveProperty('cancellationReason');
  });

  it.each([
    ['edit.sumAssured', 'sumAssured'],
    ['edit.address.address', 'address.googleAddress.formattedAddress'],
    ['edit.previousInsurance.totalClaims', 'previousInsuranceDetails.totalClaims'],
    ['vehicleDetails.colour', 'vehicleDetails.colour'],
  ])('puts the server’s %s on the form’s %s', (path, field) => {
    expect(editFieldPath(path)).toBe(field);
  });

  it('keeps the contract’s message for a sum insured too far from the valuation', () => {
    expect(MOTOR_POLICY_MESSAGES.sumAssured).toMatch(/20%/);
  });
});
