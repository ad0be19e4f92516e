/**
 * Test support for motor claims: motor policies issued straight through the insurance core (a quote
 * package, an approved application, the policy with its insured vehicle and the excesses the rating engine
 * writes), an app with the shared rooms and the motor claims calls of the retail and employee families, and
 * valid claim payloads of each type with times relative to now.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  claimCallSpecs,
  MOTOR_CLAIM_TYPES,
  pathFamily,
  saDay,
  type MotorClaimType,
} from '@cover/domain';
import {
  MOTOR_CLAIM_CONTRACTS,
  MOTOR_LINE,
  MOTOR_PACKAGES,
  MOTOR_PREFIXES,
  motorClaimInspectionSpecs,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { policies, type PolicyRow } from '../../../db/schema/index.js';
import type { AppModule } from '../../index.js';
import { CLAIM_OPERATIONS, lineClaimRoutesOf, registerLineClaimRoutes } from '../../claims/index.js';
import { insertApplication, transitionApplication } from '../../insurance-core/applications.js';
import type { Clock } from '../../insurance-core/clock.js';
import { insertInsuredItem } from '../../insurance-core/insured-items.js';
import { issuePolicy } from '../../insurance-core/issue.js';
import { registerLineCalls } from '../../insurance-core/line-calls.js';
import { insertQuotePackage } from '../../insurance-core/quote-packages.js';
import { PolicyChanges } from '../../insurance-core/version-events.js';
import { buildLineApp, type TestUser } from '../../insurance-core/testing/line-fixtures.js';
import { motorClaimCalls } from '../claim-calls.js';
import { motorClaims } from '../claims.js';
import { MOTOR, type VehicleItemData } from '../line.js';
import { createInspection, preInspectionDepsOf } from '../pre-inspection/index.js';
import { updatePreInspection } from '../pre-inspection/repo.js';

/** The motor claims calls of a family, where the tests find them (the motor path map places them alike). */
export const motorClaimTestSpecs = {
  ...claimCallSpecs(MOTOR_CLAIM_CONTRACTS, {
    submitClaim: 'claims/claimSubmit',
    submitClaimByID: 'claims/submitClaimByID',
    getClaimByID: 'claims/getClaimByID',
    getClaims: 'claims/getClaims',
    getClaimsByPolicyId: 'claims/getClaimsByPolicyId',
    getClaimDocuments: 'claims/documents/get',
    uploadDocuments: 'claims/documents/upload',
    getDocument: 'documents/get',
  }),
  ...motorClaimInspectionSpecs,
};

export const MOTOR_CLAIM_TEST_PATHS = {
  retail: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.retail.prefix, 'retail', motorClaimTestSpecs),
  employee: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.employee.prefix, 'employee', motorClaimTestSpecs),
} as const;

const downloadPath = (family: 'retail' | 'employee') =>
  `${MOTOR_PREFIXES[family].prefix}/documents/:documentId/download`;

/** The motor claims of the retail and employee families: the claims calls and the inspection SMS. */
export function motorClaimsTestModule(clock: Clock): AppModule {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.claimLines.register(motorClaims(preInspectionDepsOf(app)));
    const families = ['retail', 'employee'] as const;
    registerLineClaimRoutes(
      app,
      lineClaimRoutesOf({
        tags: ['motor claims'],
        routes: families.flatMap((family) =>
          Object.entries(MOTOR_CLAIM_TEST_PATHS[family]).map(([name, route]) => ({ family, name, route })),
        ),
        operations: CLAIM_OPERATIONS,
        downloadUrl: (family) => (documentId) =>
          downloadPath(family as 'retail' | 'employee').replace(':documentId', documentId),
        withDocuments: [],
        downloads: families.map((family) => ({
          line: MOTOR_LINE,
          path: downloadPath(family),
          audience: family,
        })),
      }),
    );
    registerLineCalls(
      app,
      families.flatMap((family) =>
        motorClaimCalls(
          preInspectionDepsOf(app),
          family,
          MOTOR_CLAIM_TEST_PATHS[family].sendClaimInspectionSms,
        ),
      ),
      { clock, line: MOTOR_LINE },
    );
  };
  return fp(plugin, {
    name: 'motor-claims-test',
    dependencies: ['blob-store', 'claim-lines', 'notifier'],
    encapsulate: true,
  });
}

export const buildMotorClaimsApp = (clock: Clock, extraModules: readonly AppModule[] = []) =>
  buildLineApp([motorClaimsTestModule(clock), ...extraModules]);

export interface MotorPolicyOptions {
  /** the day cover started (default: 30 days ago, South African day) */
  startDate?: string;
  /** the sum insured, cents (default R250 000) */
  insuredValue?: number;
  status?: 'ACTIVE' | 'LAPSED' | 'CANCELLED';
  /** the excesses the rating engine wrote, cents per claim type */
  excesses?: Partial<Record<MotorClaimType, number>>;
  vehicle?: Partial<VehicleItemData>;
}

/** The excesses of a retail car (the shape rating/motor writes on the quote module). */
export const TEST_EXCESSES: Record<MotorClaimType, number> = {
  STOLEN: 1_250_000,
  HIJACKED: 1_250_000,
  GLASS: 150_000,
  ACCESSORIES: 250_000,
  ACCIDENT_SCRATCHES_DENTS: 500_000,
  TOWING: 0,
};

let vinCounter = 0;

/** A motor policy of the user's own policy holder, issued through the core with its insured vehicle. */
export async function insuredVehicle(
  app: FastifyInstance,
  user: TestUser,
  options: MotorPolicyOptions = {},
): Promise<{ policy: PolicyRow; insuredItemId: string; vehicle: VehicleItemData; description: string }> {
  const db = app.db;
  const now = new Date();
  const startDate = options.startDate ?? addDays(saDay(now), -30);
  const insuredValue = options.insuredValue ?? 25_000_000;
  vinCounter += 1;
  const vehicle: VehicleItemData = {
    vin: `AHTBB3CD${String(100_000_000 + vinCounter).slice(-9)}`,
    registrationNo: `CA ${String(100 + vinCounter).padStart(3, '0')}-456`,
    make: 'Toyota',
    model: 'Corolla',
    manufacturingYear: 2021,
    colour: 'White',
    engineNo: `2ZR${String(400_000 + vinCounter)}`,
    vehicleType: 'car',
    ...options.vehicle,
  };
  const description = `${vehicle.make} ${vehicle.model} ${vehicle.manufacturingYear} (${vehicle.registrationNo})`;
  const excesses = MOTOR_CLAIM_TYPES.map(({ value, label }) => ({
    claimType: value,
    label,
    amount: options.excesses?.[value] ?? TEST_EXCESSES[value],
  }));
  const actor = `${user.audience}:${user.sub}`;
  const at = { now, actor };
  const premium = { sumAssured: insuredValue, basePremium: 95_000, monthlyPremium: 98_500 };
  const quotePackage = await insertQuotePackage(db, {
    line: MOTOR_LINE,
    packageName: MOTOR_PACKAGES.retail,
    channel: 'retail',
    owner: { pool: user.audience, sub: user.sub },
    input: { vin: vehicle.vin },
    quote: { excesses },
    sumAssured: insuredValue,
    basePremium: premium.basePremium,
    suggestedPremium: premium.monthlyPremium,
    billingFrequency: 'MONTHLY',
    rateTableVersion: 'motor-test',
    quotedOn: startDate,
    expiresAt: new Date(now.getTime() + 7 * 86_400_000),
    now,
  });
  const pending = await insertApplication(
    db,
    {
      line: MOTOR_LINE,
      quotePackageId: quotePackage.id,
      policyHolderId: user.policyHolderId,
      packageName: MOTOR_PACKAGES.retail,
      channel: 'retail',
      billingDay: 25,
      ...premium,
      rateTableVersion: 'motor-test',
      quote: { excesses },
      details: {},
    },
    at,
  );
  const approved = await transitionApplication(db, pending, 'APPROVED', { ...at, summary: 'Approved' });
  const insuredItemId = randomUUID();
  const preInspection = await approvedPreInspection(app, user, vehicle, insuredValue, now);
  const issued = await issuePolicy(
    db,
    {
      line: MOTOR,
      application: approved,
      startDate,
      lineData: {
        insuredItemId,
        vehicleType: vehicle.vehicleType,
        vin: vehicle.vin,
        registrationNo: vehicle.registrationNo,
        scheme: 'retail',
        preInspectionId: preInspection.id,
      },
      module: { excesses },
      details: {},
      members: [],
      beneficiaries: [],
      now,
      actor,
    },
    new PolicyChanges(),
  );
  await insertInsuredItem(db, {
    id: insuredItemId,
    policyId: issued.id,
    kind: 'vehicle',
    description,
    data: { ...vehicle },
    insuredValue,
    addedOn: startDate,
    now,
  });
  const policy =
    options.status && options.status !== 'ACTIVE'
      ? await setPolicyStatus(app, issued.id, options.status)
      : issued;
  return { policy, insuredItemId, vehicle, description };
}

/** The approved pre-inspection the cover starts from (as the back office would have approved it). */
async function approvedPreInspection(
  app: FastifyInstance,
  user: TestUser,
  vehicle: VehicleItemData,
  retailPrice: number,
  now: Date,
) {
  const created = await createInspection(app.db, {
    holderId: user.policyHolderId,
    now,
    actor: `${user.audience}:${user.sub}`,
    input: {
      assessmentType: 'PRE_INSPECTION',
      make: vehicle.make,
      model: vehicle.model,
      color: vehicle.colour,
      registrationNo: vehicle.registrationNo,
      vinNo: vehicle.vin,
      engineNo: vehicle.engineNo,
      licenceNo: `LIC${vehicle.engineNo}`,
      odometerValue: 45_000,
      manufacturingYear: vehicle.manufacturingYear,
      vehicleRegistrationYear: vehicle.manufacturingYear,
      vehicleRegistrationMonth: 6,
      estimatedRetailPrice: retailPrice,
    },
  });
  return updatePreInspection(app.db, created.id, {
    assessmentStatus: 'APPROVED',
    assessedBy: 'operator:test-assessor',
    assessedAt: now,
    updatedAt: now,
  });
}

async function setPolicyStatus(app: FastifyInstance, policyId: string, status: string): Promise<PolicyRow> {
  const [row] = await app.db.update(policies).set({ status }).where(eq(policies.id, policyId)).returning();
  if (!row) throw new Error('policy vanished');
  return row;
}

/** The South African date and time of an instant `hours` before now: { incident_date, incident_time }. */
export function hoursAgo(hours: number, now = new Date()) {
  const local = new Date(now.getTime() - hours * 3_600_000 + 2 * 3_600_000);
  return {
    incident_date: local.toISOString().slice(0, 10),
    incident_time: local.toISOString().slice(11, 16),
  };
}

export const bankDetails = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};

export const accidentDetails = {
  otherPartyInvolved: true,
  otherParty: {
    fullName: 'Sipho Dlamini',
    idNumber: '8801235111088',
    mobile: '083 555 1234',
    vehicleRegistrationNo: 'nd 123-456',
    insurer: 'Santam',
  },
  driver: {
    isPolicyHolder: true,
    licenceNumber: '1047 0001 ABCD',
    licenceCode: 'B',
    licenceIssuedDate: '2010-05-04',
  },
  ownSpeedKmh: 40,
  otherSpeedKmh: 60,
  roadCondition: 'wet',
  weather: 'rain',
  passengers: [{ fullName: 'Lerato Nkosi', injured: false }],
  thirdParties: [{ fullName: 'Mary Jones', damage: 'Garden wall knocked over' }],
  witnesses: [{ fullName: 'John Smith', mobile: '0821112222' }],
  injuries: { anyone: false },
};

/** A valid claim of `type` on the policy, two hours ago in Rosebank, with any fields replaced. */
export function motorClaimInput(
  policyId: string,
  type: MotorClaimType,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const base = {
    policyId,
    claimType: type,
    ...hoursAgo(2),
    incident_address: '12 Jan Smuts Avenue',
    incident_suburb: 'Rosebank',
    incident_province: 'GP',
    description: 'What happened, in the customer’s own words, long enough to read.',
    acceptTermsAndCondition: true,
    bankDetails,
  };
  const byType: Record<MotorClaimType, Record<string, unknown>> = {
    STOLEN: { sapsCaseNumber: 'cas 123/3/2026', policeStation: 'Rosebank' },
    HIJACKED: { sapsCaseNumber: 'CAS 77/3/2026', policeStation: 'Hillbrow' },
    GLASS: { amount: 350_000, claimInspectionPhoneNumber: '082 123 4567' },
    ACCESSORIES: { amount: 1_200_000, claimInspectionPhoneNumber: '082 123 4567' },
    ACCIDENT_SCRATCHES_DENTS: {
      amount: 2_500_000,
      claimInspectionPhoneNumber: '082 123 4567',
      accident: accidentDetails,
    },
    TOWING: { amount: 150_000 },
  };
  return { ...base, ...byType[type], ...overrides };
}
