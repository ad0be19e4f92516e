/**
 * Test support for the motor API: an app with the motor line (and its pre-inspections) on a movable clock,
 * a few valuations, approved or waiting pre-inspections made straight in the database, and the flow from
 * quote to issued policy over HTTP.
 */
import {
  MOTOR_PATHS,
  motorApplicationReplySchema,
  motorQuotePackageSchema,
  type MotorApplicationReply,
  type MotorQuoteInputDraft,
  type MotorQuotePackage,
  type MotorRegistrationDraft,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { employees, preInspections, vehicleValuations } from '../../../db/schema/index.js';
import { formData, samplePdf } from '../../../platform/uploads/testing.js';
import type { AppModule } from '../../index.js';
import {
  buildLineApp,
  callAs,
  debitOrder,
  type TestClock,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { operatorModule } from '../../operator/index.js';
import { createMotorModule, createMotorPreInspectionModule } from '../index.js';

export const buildMotorApp = (
  clock: TestClock,
  extraModules: readonly AppModule[] = [],
): Promise<FastifyInstance> =>
  buildLineApp([
    operatorModule,
    createMotorModule({ now: clock.now }),
    createMotorPreInspectionModule({ now: clock.now }),
    ...extraModules,
  ]);

/** A Corolla Cross (R385 000 retail), a Polo Vivo with no retail price, and a motorcycle. */
export async function seedValuations(app: FastifyInstance) {
  const rows = await app.db
    .insert(vehicleValuations)
    .values([
      {
        make: 'Toyota',
        model: 'Corolla Cross 1.8 XS',
        year: 2021,
        vehicleType: 'car',
        newPriceCents: 45_000_000,
        retailPriceCents: 38_500_000,
      },
      {
        make: 'Volkswagen',
        model: 'Polo Vivo 1.4',
        year: 2019,
        vehicleType: 'car',
        newPriceCents: 22_000_000,
        retailPriceCents: 0,
      },
      {
        make: 'Honda',
        model: 'CB500F',
        year: 2023,
        vehicleType: 'motorcycle',
        newPriceCents: 12_000_000,
        retailPriceCents: 10_000_000,
      },
    ])
    .returning();
  const [corolla, polo, honda] = rows;
  if (!corolla || !polo || !honda) throw new Error('valuations not seeded');
  return { corolla, polo, honda };
}

/** Puts an employee on a salary level of spec 001 §6 (the line fixtures use L5, which has no scheme). */
export const setSalaryLevel = (app: FastifyInstance, user: TestUser, level: string) =>
  app.db
    .update(employees)
    .set({ salaryLevel: level })
    .where(eq(employees.salaryReferenceNumber, user.username));

let vinCounter = 0;
/** A fresh valid VIN (no I, O or Q) and registration number per vehicle. */
export function newVehicleIdentity() {
  vinCounter += 1;
  const serial = String(100000 + vinCounter);
  return { vin: `AHTKB3FE502${serial}`, registration: `CA ${serial.slice(0, 3)}-${serial.slice(3)}` };
}

/** A pre-inspection of the vehicle owned by the user, in the given state, made straight in the database. */
export async function inspection(
  app: FastifyInstance,
  user: TestUser,
  identity: { vin: string; registration: string },
  status: 'AWAITING_PHOTOS' | 'SUBMITTED' | 'APPROVED' | 'REJECTED' = 'APPROVED',
  now = new Date(),
): Promise<string> {
  const [row] = await app.db
    .insert(preInspections)
    .values({
      policyHolderId: user.policyHolderId,
      assessmentType: 'PRE_INSPECTION',
      assessmentStatus: status,
      make: 'Toyota',
      model: 'Corolla Cross 1.8 XS',
      color: 'White',
      registrationNo: identity.registration,
      vinNo: identity.vin,
      engineNo: '2ZR1234567',
      licenceNo: identity.registration,
      odometerValue: 48_200,
      manufacturingYear: 2021,
      vehicleRegistrationYear: 2021,
      vehicleRegistrationMonth: 6,
      estimatedRetailPriceCents: 38_500_000,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('pre-inspection not stored');
  return row.id;
}

export const familyOf = (user: TestUser) => (user.audience === 'employee' ? 'employee' : 'retail');
export const pathsOf = (user: TestUser) => MOTOR_PATHS[familyOf(user)];

/** The quote input of the seeded Corolla, clean record, private use. */
export const motorQuoteInput = (
  valuationId: string | null,
  extra: Partial<MotorQuoteInputDraft> = {},
): MotorQuoteInputDraft => ({
  vehicle: {
    vehicle_type: 'car',
    make: 'Toyota',
    model: 'Corolla Cross 1.8 XS',
    manufacturingYear: 2021,
    valuationId,
    estimatedRetailPrice: 38_500_000,
    isEstimatedRetailPrice: true,
    vehicleUsedFor: 'private',
    isEssentialPart: false,
  },
  previousInsuranceDetails: {
    totalConsecutiveYears: 5,
    totalClaims: 0,
    everCancelled: false,
    isConvicted: false,
  },
  extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '00.00', details: [] },
  performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
  finance: { payingOffLoan: false },
  ...extra,
});

export async function motorQuote(
  app: FastifyInstance,
  user: TestUser,
  input: MotorQuoteInputDraft,
): Promise<MotorQuotePackage> {
  const response = await callAs(app, user, 'POST', pathsOf(user).getVehicleQuote.path, { body: input });
  if (response.statusCode !== 201) throw new Error(`quote failed: ${response.body}`);
  return motorQuotePackageSchema.parse(response.json());
}

export const motorRegistration = (
  quote: MotorQuotePackage,
  identity: { vin: string; registration: string },
  preInspectionId: string,
  extra: Partial<MotorRegistrationDraft> = {},
): MotorRegistrationDraft => ({
  quote_package_id: quote.quotePackageId,
  vehicle: {
    vehicle_type: 'car',
    make: 'Toyota',
    model: 'Corolla Cross 1.8 XS',
    manufacturingYear: 2021,
    valuationId: null,
    estimatedRetailPrice: 38_500_000,
    isEstimatedRetailPrice: true,
    vehicleUsedFor: 'private',
    isEssentialPart: false,
    vin: identity.vin,
    vehicle_reg_no: identity.registration,
    colour: 'White',
    engineNo: '2ZR1234567',
    odometer: 48_200,
    vehicleRegistrationYear: 2021,
    vehicleRegistrationMonth: 6,
    preInspectionId,
  },
  address: {
    address: '12 Long Street, Cape Town',
    googleAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
  },
  permanentDriver: { isPermanent: true },
  ownerDetails: { vehicleOwner: true },
  motorVehicleFinance: { isPayingCarLoan: false },
  paymentMethod: debitOrder(),
  billingDay: 25,
  billingAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
  effectiveDate: quote.quotedOn,
  acceptTermsAndCondition: true,
  ...extra,
});

export function uploadToMotorApplication(
  app: FastifyInstance,
  user: TestUser,
  applicationId: string,
  kind = 'drivers_licence',
  file: { name: string; bytes: Uint8Array } = { name: 'licence.pdf', bytes: samplePdf('Licence') },
) {
  return app.inject({
    method: 'POST',
    url: pathsOf(user).uploadApplicationDocuments.path,
    headers: { authorization: `Bearer ${user.token}` },
    payload: formData({ applicationId, kind }, [{ field: 'file', ...file }]),
  });
}

export const DECLARATION = { terms: true, popiaAndTcf: true, debitOrder: true } as const;

/** Quote → application → driver's licence → declaration; the reply of the declaration. */
export async function registerMotor(
  app: FastifyInstance,
  user: TestUser,
  quote: MotorQuotePackage,
  identity: { vin: string; registration: string },
  preInspectionId: string,
): Promise<MotorApplicationReply> {
  const created = await callAs(app, user, 'POST', pathsOf(user).createApplication.path, {
    body: motorRegistration(quote, identity, preInspectionId),
  });
  if (created.statusCode !== 201) throw new Error(`application failed: ${created.body}`);
  const applicationId = motorApplicationReplySchema.parse(created.json()).application.applicationId;
  const upload = await uploadToMotorApplication(app, user, applicationId);
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  const declared = await callAs(app, user, 'POST', pathsOf(user).applicationDeclaration.path, {
    body: { applicationId, consents: DECLARATION },
  });
  if (declared.statusCode !== 200) throw new Error(`declaration failed: ${declared.body}`);
  return motorApplicationReplySchema.parse(declared.json());
}

/** A policy edit (`changeType: 'edit'`) of the test vehicle as registered, with `change` over it. */
export function motorEdit(change: Record<string, unknown> = {}) {
  return {
    finance: { payingOffLoan: false },
    vehicleDetails: { odometer: 52_000, colour: 'White' },
    permanentDriver: { isPermanent: true },
    isEssentialPart: false,
    vehicleUsedFor: 'private',
    address: {
      address: '12 Long Street, Cape Town',
      googleAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
    },
    extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '00.00', details: [] },
    performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
    previousInsurance: { totalConsecutiveYears: 5, totalClaims: 0, everCancelled: false, isConvicted: false },
    ...change,
  };
}
