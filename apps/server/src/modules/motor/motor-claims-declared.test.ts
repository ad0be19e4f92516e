/**
 * "Claims in the last 3 years" against our own records (QA walk of motor cover, no. 2): a motor quote or
 * application that declares fewer claims than the holder's approved motor claims of the last 3 years is
 * refused on the field, naming how many we have; repudiated, old and other lines' claims do not count.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '@cover/domain';
import { MOTOR_LINE } from '@cover/domain/motor';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../db/schema/index.js';
import { today } from '../insurance-core/clock.js';
import {
  callAs,
  saId,
  START,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  motorEdit,
  newVehicleIdentity,
  pathsOf,
  registerMotor,
} from './testing/fixtures.js';
import { insuredVehicle } from './testing/insured-vehicle.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const suite = useMotorSuite();
let app: MotorSuite['app'];
const ONE_ON_RECORD =
  'Our records show 1 motor claim of yours in the last 3 years. Please count it in, with any claims you made with other insurers.';

/** A claim of the user's on a motor policy of theirs, its incident `daysAgo` before the suite's day. */
async function recordClaim(
  user: TestUser,
  policyId: string,
  insuredItemId: string,
  daysAgo: number,
  approvalStatus: 'approved' | 'repudiated' | 'pending' = 'approved',
  line = MOTOR_LINE,
) {
  await app.db.insert(claims).values({
    claimNumber: `MC-${randomUUID().slice(0, 8)}`,
    line,
    policyId,
    policyHolderId: user.policyHolderId,
    type: 'ACCIDENT',
    insuredItemId,
    details: { incident_date: addDays(today(START), -daysAgo) },
    claimant: {
      firstName: 'A',
      lastName: 'B',
      idNumber: '',
      relation: 'self',
      mobile: '0821234567',
      email: null,
    },
    payoutBankName: 'FNB',
    payoutBranchCode: '250655',
    payoutAccountHolderName: 'A B',
    payoutAccountNumber: '62123456789',
    payoutAccountType: 'cheque',
    requestedAmountCents: 1_000_000,
    coverAmountCents: 25_000_000,
    claimStatus: approvalStatus === 'approved' ? 'paid_out' : 'closed',
    approvalStatus,
    coverStatusAtSubmit: 'ACTIVE',
  });
}

/** A recorded claim: its incident's days before the suite's day, its approval and its line. */
type Recorded = [daysAgo: number, approvalStatus?: 'approved' | 'repudiated' | 'pending', line?: string];

let holders = 0;
async function customerWithClaims(...recorded: Recorded[]) {
  holders += 1;
  const user = await userWithHolder(app, 'retail', saId(`${70 + holders}0505500${holders}08`));
  const { policy, insuredItemId } = await insuredVehicle(app, user);
  for (const args of recorded) await recordClaim(user, policy.id, insuredItemId, ...args);
  return user;
}

const history = (totalClaims: number) => ({
  totalConsecutiveYears: 5,
  totalClaims,
  everCancelled: false,
  isConvicted: false,
});
const quote = (user: TestUser, totalClaims: number) =>
  callAs(app, user, 'POST', pathsOf(user).getVehicleQuote.path, {
    body: motorQuoteInput(null, { previousInsuranceDetails: history(totalClaims) }),
  });

describe('claims in the last 3 years against our records', () => {
  beforeAll(() => {
    ({ app } = suite);
  });

  it('refuses a quote that declares fewer than our approved motor claims, naming how many', async () => {
    const user = await customerWithClaims([200]);
    const reply = await quote(user, 0);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().error.code).toBe('CLAIMS_UNDER_DECLARED');
    expect(reply.json().error.fields).toEqual({ 'previousInsuranceDetails.totalClaims': ONE_ON_RECORD });
    expect((await quote(user, 1)).statusCode).toBe(201);
    expect((await quote(user, 2)).statusCode).toBe(201);
  });

  it('counts neither repudiated or pending claims, nor ones older than 3 years, nor another line’s', async () => {
    const user = await customerWithClaims(
      [100, 'repudiated'],
      [100, 'pending'],
      [3 * 365 + 10],
      [100, 'approved', 'vehicle_credit_life'],
    );
    expect((await quote(user, 0)).statusCode).toBe(201);
  });

  it('refuses the application when a claim was approved after its quote', async () => {
    holders += 1;
    const user = await userWithHolder(app, 'retail', saId(`${70 + holders}0505500${holders}08`));
    const quoted = await motorQuote(app, user, motorQuoteInput(null));
    const { policy, insuredItemId } = await insuredVehicle(app, user);
    await recordClaim(user, policy.id, insuredItemId, 30);
    const identity = newVehicleIdentity();
    const reply = await callAs(app, user, 'POST', pathsOf(user).createApplication.path, {
      body: motorRegistration(quoted, identity, await inspection(app, user, identity)),
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().error.fields).toEqual({ 'previousInsuranceDetails.totalClaims': ONE_ON_RECORD });
  });

  it('refuses an edit of an issued policy that lowers the claims declared below ours', async () => {
    const user = await customerWithClaims([200]);
    const quoted = await motorQuote(
      app,
      user,
      motorQuoteInput(null, { previousInsuranceDetails: history(1) }),
    );
    const identity = newVehicleIdentity();
    const issued = await registerMotor(app, user, quoted, identity, await inspection(app, user, identity));
    const edit = (totalClaims: number) =>
      callAs(app, user, 'POST', pathsOf(user).createAlterationPackage.path, {
        body: {
          policyId: issued.policy?.policyId,
          changeType: 'edit',
          edit: motorEdit({ previousInsurance: history(totalClaims) }),
        },
      });
    const lowered = await edit(0);
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().error.fields).toEqual({ 'edit.previousInsurance.totalClaims': ONE_ON_RECORD });
    expect((await edit(1)).statusCode).toBe(201);
  });
});
