import { saDay } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import {
  FUNERAL_PATHS,
  applicationReplySchema,
  quotePackageSchema,
  type Policy,
} from '@cover/domain/funeral';
import { MOTOR_PATHS, VEHICLE_CREDIT_LIFE_PATHS, motorApplicationReplySchema } from '@cover/domain/motor';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { claimInput, personSaId, SPOUSE, type Customer } from '../../src/modules/claims/testing/harness.js';
import { creditLife, deviceQuote, insuredPhone, imei } from '../../src/modules/device/testing/fixtures.js';
import {
  beneficiaries,
  callAs,
  debitOrder,
  type TestUser,
} from '../../src/modules/insurance-core/testing/line-fixtures.js';
import { hoursAgo, motorClaimInput } from '../../src/modules/motor/testing/claim-fixtures.js';
import {
  CREDIT_LIFE_CONSENTS,
  deathClaim,
  standaloneCreditLife,
} from '../../src/modules/motor/testing/credit-life-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  registerMotor,
} from '../../src/modules/motor/testing/fixtures.js';
import { formData, samplePdf } from '../../src/platform/uploads/testing.js';
import type { LineRecords } from './owners.js';

/**
 * One pool user's records of each line, made through the lines' own routes: a policy, a pending application, an unused quote, a claim
 * with a document, an alteration preview where the line has one.
 */

const family = (user: TestUser) => user.audience;
const AUNT = {
  firstName: 'Nomsa',
  lastName: 'Dlamini',
  relationship: 'aunt',
  dateOfBirth: '1970-05-05',
  coverageOption: 'B',
};

async function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 400)}`);
  return response.json<Record<string, unknown>>();
}

/** A claim document uploaded to `url` (multipart: claimId, kind, file); its id. */
async function uploadClaimDocument(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  claimId: string,
  kind: string,
) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${user.token}` },
    payload: formData({ claimId, kind }, [{ field: 'file', name: 'document.pdf', bytes: samplePdf(kind) }]),
  } as InjectOptions);
  const body = await expectStatus(response, 201, `upload to ${url}`);
  const [document] = body.documents as { id: string }[];
  if (!document) throw new Error(`upload to ${url} stored no document`);
  return document.id;
}

/** The death claim of a credit life policy's person responsible, with its death certificate. */
async function creditLifeClaimRecords(
  app: FastifyInstance,
  user: TestUser,
  paths: { createClaim: { path: string }; uploadDocuments: { path: string } },
  policyId: string,
): Promise<LineRecords> {
  const claim = await expectStatus(
    await callAs(app, user, 'POST', paths.createClaim.path, { body: deathClaim(policyId, user) }),
    201,
    `credit life claim (${paths.createClaim.path})`,
  );
  const claimId = String(claim.claimId);
  const documentId = await uploadClaimDocument(
    app,
    user,
    paths.uploadDocuments.path,
    claimId,
    'death_certificate',
  );
  return { policyId, claimId, documentId };
}

/** A funeral policy with a spouse (so a claim can name them), a pending application, an unused quote and a preview. */
export async function funeralRecords(
  app: FastifyInstance,
  user: TestUser,
  customer: Customer,
  n: number,
): Promise<LineRecords> {
  const retail = family(user) === 'retail';
  const quotePath = retail ? FUNERAL_PATHS.retail.getAQuote.path : FUNERAL_PATHS.employee.getQuote.path;
  const applyPath = retail
    ? FUNERAL_PATHS.retail.createQuoteApplication.path
    : FUNERAL_PATHS.employee.createApplication.path;
  const spouseId = personSaId(SPOUSE.dateOfBirth, n);
  const quote = async () =>
    quotePackageSchema.parse(
      await expectStatus(
        await callAs(app, user, 'POST', quotePath, {
          body: {
            coverOption: 'C',
            mainMember: { idNumber: user.idNumber },
            spouse: { idNumber: spouseId, firstName: SPOUSE.firstName, lastName: SPOUSE.lastName },
          },
        }),
        201,
        'funeral quote',
      ),
    ).quotePackageId;
  const application = (quotePackageId: string, declared: boolean) => ({
    quote_package_id: quotePackageId,
    billingDay: 25,
    spouse: {
      id_number: spouseId,
      first_name: SPOUSE.firstName,
      last_name: SPOUSE.lastName,
      date_of_birth: SPOUSE.dateOfBirth,
    },
    beneficiaries,
    paymentMethod: retail ? debitOrder() : { type: 'deduct_from_salary' },
    // an employee pays from salary, a retail customer by debit order: that payment's consent comes with the
    // declaration
    ...(declared
      ? {
          declaration: {
            acceptTandc: true,
            acceptPOPIAandTCF: true,
            consents: retail ? { debitOrder: true } : { salaryDeduction: true },
          },
        }
      : {}),
  });
  const issued = applicationReplySchema.parse(
    await expectStatus(
      await callAs(app, user, 'POST', applyPath, { body: application(await quote(), true) }),
      201,
      'funeral application',
    ),
  );
  const policy = issued.policy as Policy;
  const pending = applicationReplySchema.parse(
    await expectStatus(
      await callAs(app, user, 'POST', applyPath, { body: application(await quote(), false) }),
      201,
      'pending funeral application',
    ),
  );
  const preview = await (retail
    ? callAs(app, user, 'POST', FUNERAL_PATHS.retail.getAddExtendedFamilyQuote.path, {
        body: { policyId: policy.policyId, extendedFamily: [AUNT] },
      })
    : callAs(app, user, 'POST', FUNERAL_PATHS.employee.createAlterationPackage.path, {
        body: { policyId: policy.policyId, change: { type: 'change_plan', coverOption: 'D' } },
      }));
  if (preview.statusCode >= 300) throw new Error(`funeral alteration preview: ${preview.body.slice(0, 400)}`);
  const claimPath = retail ? FUNERAL_PATHS.retail.submitClaim.path : FUNERAL_PATHS.cms.createClaim.path;
  const claim = await expectStatus(
    await callAs(app, user, 'POST', claimPath, { body: claimInput(policy, customer) }),
    201,
    'funeral claim',
  );
  const claimId = String(claim.claimId);
  const documentId = retail
    ? await uploadClaimDocument(
        app,
        user,
        FUNERAL_PATHS.retail.uploadDocuments.path,
        claimId,
        'death_certificate',
      )
    : undefined;
  return {
    policyId: policy.policyId,
    applicationId: pending.application.applicationId,
    quotePackageId: await quote(),
    claimId,
    alterationPackageId: preview.json<{ alterationPackage: { alterationPackageId: string } }>()
      .alterationPackage.alterationPackageId,
    beneficiaryId: policy.module.beneficiaries[0]?.beneficiaryId,
    memberId: policy.module.spouse?.memberId,
    ...(documentId ? { documentId } : {}),
  };
}

const bank = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};

/** An insured phone with credit life on its finance, a claim with a photo, and the credit life death claim. */
export async function deviceRecords(
  app: FastifyInstance,
  user: TestUser,
  deviceId: string,
  serial: number,
): Promise<{ device: LineRecords; deviceCreditLife: LineRecords }> {
  const paths = DEVICE_PATHS[family(user)];
  const person = { firstName: 'Thandi', lastName: 'Nkosi', idNumber: user.idNumber };
  const reply = await insuredPhone(app, user, deviceId, imei(serial), {
    quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
    registration: {
      effectiveDate: saDay(new Date()),
      isOptedforCreditLife: true,
      creditLife: { ...creditLife(300_000), personResponsibleForFinancing: person },
      ...(family(user) === 'employee' ? { paymentMethod: { type: 'deduct_from_salary' } } : {}),
    },
  });
  if (!reply.policy || !reply.creditLifePolicyId)
    throw new Error(`device policy not issued: ${reply.message}`);
  const claim = await expectStatus(
    await callAs(app, user, 'POST', paths.submitClaim.path, {
      body: {
        policyId: reply.policy.policyId,
        claimType: 'SOFTWARE_DAMAGE',
        incidentDate: saDay(new Date()),
        description: 'The phone will not start any more.',
        // above the software excess (10 %) of the dearest seeded phone (R 42 999): a quote at or below the
        // excess would be paid nothing and is refused
        amount: 500_000,
        bankDetails: bank,
      },
    }),
    201,
    'device claim',
  );
  const claimId = String(claim.claimId);
  const creditLifePaths = DEVICE_CREDIT_LIFE_PATHS[family(user)];
  const unusedQuote = await deviceQuote(app, user, { selectedDevice: deviceId });
  return {
    device: {
      policyId: reply.policy.policyId,
      applicationId: reply.application.applicationId,
      quotePackageId: unusedQuote.quotePackageId,
      claimId,
      documentId: await uploadClaimDocument(app, user, paths.uploadDocuments.path, claimId, 'damage_photo'),
    },
    deviceCreditLife: await creditLifeClaimRecords(app, user, creditLifePaths, reply.creditLifePolicyId),
  };
}

/**
 * A motor policy (its pre-inspection approved, so cover starts at the declaration), a claim with a photo, a pending application on its own
 * pre-inspection, and vehicle credit life on its own with a death claim.
 */
export async function motorRecords(
  app: FastifyInstance,
  user: TestUser,
): Promise<{ motor: LineRecords; motorCreditLife: LineRecords; preInspectionId: string }> {
  const paths = MOTOR_PATHS[family(user)];
  const insured = newVehicleIdentity();
  const motorReply = await registerMotor(
    app,
    user,
    await motorQuote(app, user, motorQuoteInput(null)),
    insured,
    await inspection(app, user, insured, 'APPROVED'),
  );
  if (!motorReply.policy) throw new Error(`motor policy not issued: ${motorReply.message}`);
  const policyId = motorReply.policy.policyId;
  // Happened now: cover started today (South African day), and two hours ago may be yesterday there.
  const claim = await expectStatus(
    await callAs(app, user, 'POST', paths.submitClaim.path, {
      body: motorClaimInput(policyId, 'STOLEN', hoursAgo(0)),
    }),
    201,
    'motor claim',
  );
  const claimId = String(claim.claimId);
  const identity = newVehicleIdentity();
  const preInspectionId = await inspection(app, user, identity, 'APPROVED');
  const quote = await motorQuote(app, user, motorQuoteInput(null));
  const application = motorApplicationReplySchema.parse(
    await expectStatus(
      await callAs(app, user, 'POST', paths.createApplication.path, {
        body: motorRegistration(quote, identity, preInspectionId, {
          ...(family(user) === 'employee' ? { paymentMethod: { type: 'deduct_from_salary' } } : {}),
        }),
      }),
      201,
      'motor application',
    ),
  );
  const creditLifePaths = VEHICLE_CREDIT_LIFE_PATHS[family(user)];
  const created = await expectStatus(
    await callAs(app, user, 'POST', creditLifePaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(user),
    }),
    201,
    'vehicle credit life',
  );
  const creditLifeApplicationId = (created.application as { applicationId: string }).applicationId;
  const issued = await expectStatus(
    await callAs(app, user, 'POST', creditLifePaths.editCreditLifeApplication.path, {
      body: {
        applicationId: creditLifeApplicationId,
        consents: {
          ...CREDIT_LIFE_CONSENTS,
          ...(family(user) === 'retail' ? { debitOrder: true } : { salaryDeduction: true }),
        },
      },
    }),
    200,
    'vehicle credit life consents',
  );
  const creditLifePolicyId = (issued.policy as { policyId: string }).policyId;
  return {
    motor: {
      policyId,
      applicationId: application.application.applicationId,
      quotePackageId: quote.quotePackageId,
      claimId,
      documentId: await uploadClaimDocument(app, user, paths.uploadDocuments.path, claimId, 'damage_photo'),
    },
    motorCreditLife: {
      ...(await creditLifeClaimRecords(app, user, creditLifePaths, creditLifePolicyId)),
      applicationId: creditLifeApplicationId,
    },
    preInspectionId,
  };
}
