// Records for the motor servicing tests: a motor policy, its detail view and a priced change, as the motor
// contracts describe them (the application: test-motor-application.ts; pre-inspection and claim: test-motor-claim.ts).
import type { MotorAlteration, MotorPolicy, MotorPolicyDetail } from '@cover/domain/motor';
import {
  cancellationTerms,
  debitOrder,
  POLICY_ID,
  policyRecord,
} from '../../../../components/policies/test-records';

export const MOTOR_API = {
  retail: '/api/retail/motor',
  employee: '/api/employee/motor',
  cms: '/api/telkom-cms/motor',
} as const;

export const CLAIM_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
export const APPLICATION_ID = '11111111-2222-4333-8444-555555555555';
export const CURRENT_INSPECTION_ID = '22222222-3333-4444-8555-666666666666';
export const NEW_INSPECTION_ID = '33333333-4444-4555-8666-777777777777';
export const ALTERATION_ID = '44444444-5555-4666-8777-888888888888';

export const MOTOR_EXCESSES = [
  {
    claimType: 'STOLEN',
    label: 'Stolen',
    amount: 1_500_000,
    description: '5% of the sum insured, at least R5 000.',
  },
  {
    claimType: 'HIJACKED',
    label: 'Hijacked',
    amount: 1_500_000,
    description: '5% of the sum insured, at least R5 000.',
  },
  { claimType: 'GLASS', label: 'Glass', amount: 100_000, description: 'A flat R1 000.' },
  { claimType: 'ACCESSORIES', label: 'Accessories', amount: 150_000, description: 'A flat R1 500.' },
  {
    claimType: 'ACCIDENT_SCRATCHES_DENTS',
    label: 'Accident scratches & dents',
    amount: 500_000,
    description: 'A flat R5 000.',
  },
  { claimType: 'TOWING', label: 'Towing', amount: 0, description: 'No excess.' },
];

export const MOTOR_ADDRESS = {
  address: '12 Jan Smuts Avenue',
  googleAddress: { formattedAddress: '12 Jan Smuts Avenue', city: 'Rosebank', provience: 'GP', code: '2196' },
};

export function motorPolicy(
  overrides: Partial<Omit<MotorPolicy, 'module'>> = {},
  module: Partial<MotorPolicy['module']> = {},
): MotorPolicy {
  const { naturalDeathWaitingEndsOn: _funeralOnly, ...core } = policyRecord({
    policyNumber: 'MOT-0001',
    packageName: 'RETAIL_MOTOR_INSURANCE',
    applicationId: APPLICATION_ID,
    sumAssured: 30_000_000,
    monthlyPremium: 145_000,
    coolingOffEndsOn: '2025-01-15',
  });
  return {
    ...core,
    ...overrides,
    module: {
      type: 'motor',
      scheme: 'retail',
      vehicle: {
        insuredItemId: 'item-1',
        vehicle_type: 'car',
        make: 'Toyota',
        model: 'Corolla',
        manufacturingYear: 2021,
        vin: 'AHTBB3QE500012345',
        vehicle_reg_no: 'CA 123-456',
        colour: 'White',
        engineNo: '2ZR1234567',
        insuredValue: 30_000_000,
        description: 'Toyota Corolla 2021 (CA 123-456)',
      },
      vehicleUsedFor: 'private',
      isEssentialPart: false,
      address: MOTOR_ADDRESS,
      permanentDriver: { isPermanent: true, fullName: null },
      extras: { items: [], totalValue: 0 },
      enhancements: { items: [], totalValue: 0 },
      finance: { payingOffLoan: false, creditProvider: null },
      excesses: MOTOR_EXCESSES.map((excess) => ({ ...excess })),
      paymentDetails: debitOrder(),
      preInspectionId: CURRENT_INSPECTION_ID,
      openClaim: null,
      pendingAlteration: null,
      ...module,
    },
  };
}

export function motorPolicyDetail(
  overrides: Partial<Omit<MotorPolicy, 'module'>> = {},
  module: Partial<MotorPolicy['module']> = {},
  detail: Partial<Pick<MotorPolicyDetail, 'history' | 'cancellationTerms'>> = {},
): MotorPolicyDetail {
  return {
    ...motorPolicy(overrides, module),
    history: [],
    cancellationTerms: cancellationTerms({ coolingOffEndsOn: '2025-01-15', refundAmount: 145_000 }),
    ...detail,
  };
}

/** A motorcycle policy on the motorcycle (logo) scheme. */
export const motorcyclePolicyDetail = (module: Partial<MotorPolicy['module']> = {}) =>
  motorPolicyDetail(
    { policyNumber: 'MOT-0002', packageName: 'LOGO_MOTORCYCLE_SCHEME' },
    {
      scheme: 'motorcycle_logo',
      vehicle: {
        ...motorPolicy().module.vehicle,
        vehicle_type: 'motorcycle',
        make: 'Honda',
        model: 'CB500X',
        description: 'Honda CB500X 2022 (GP 55-66 ZZ)',
      },
      ...module,
    },
  );

export function motorAlteration(overrides: Partial<MotorAlteration> = {}): MotorAlteration {
  return {
    alterationPackageId: ALTERATION_ID,
    policyId: POLICY_ID,
    changeType: 'edit',
    changeCode: null,
    currentPremium: 145_000,
    newPremium: 152_500,
    currentSumAssured: 30_000_000,
    newSumAssured: 30_000_000,
    summary: 'The vehicle is now kept in Sandton and used for business',
    excesses: MOTOR_EXCESSES.map((excess) => ({ ...excess })),
    expiresAt: '2025-03-08T10:00:00Z',
    ...overrides,
  };
}
