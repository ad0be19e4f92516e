/**
 * QA walk 11 no. 1: a phone claimed as lost or stolen on an approved (or paid) claim cannot be insured again
 * at once, by anyone: the application (and the phone step's check), and credit life on its own on that
 * phone's finance, is refused at the IMEI field (422) with the way forward, a call back. A repudiated lost phone's claim, or a damage claim, does not stop it. The
 * refusal of an IMEI already insured names the caller's own policy, or else asks for a call back.
 */
import {
  DEVICE_CREDIT_LIFE_PATHS,
  DEVICE_MESSAGES,
  DEVICE_PATHS,
  imeiTakenByYou,
} from '@cover/domain/device';
import { describe, expect, it } from 'vitest';
import { asBackoffice } from '../operator/testing/staff-sessions.js';
import {
  callAs,
  debitOrder,
  saId,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { creditLife, deviceQuote, imei, registration } from './testing/fixtures.js';
import {
  decideClaim,
  insuredToday,
  lostClaim,
  screenClaimWithDocuments,
  today,
  totalLossSuite,
} from './testing/total-loss-fixture.js';

const suite = totalLossSuite();
let customers = 0;

async function insured() {
  customers += 1;
  const serial = 700 + customers;
  return { ...(await insuredToday(suite, `${10 + customers}0101500908`, serial)), imei: imei(serial) };
}

async function anotherCustomer(audience: 'retail' | 'employee' = 'retail') {
  customers += 1;
  return userWithHolder(
    suite.app,
    audience,
    saId(`${10 + customers}0101500908`),
    audience === 'employee' ? { username: `00${customers}9876` } : {},
  );
}

const family = (user: TestUser) => (user.audience === 'employee' ? 'employee' : 'retail');

/** A new application for the Galaxy with this IMEI, from today. */
async function apply(user: TestUser, deviceIMEINumber: string) {
  const quote = await deviceQuote(suite.app, user, { selectedDevice: suite.galaxyId });
  return callAs(suite.app, user, 'POST', DEVICE_PATHS[family(user)].createApplication.path, {
    body: registration(quote.quotePackageId, deviceIMEINumber, { effectiveDate: today }),
  });
}

const check = (user: TestUser, deviceIMEINumber: string) =>
  callAs(suite.app, user, 'POST', DEVICE_PATHS[family(user)].checkImeiInsured.path, {
    body: { deviceIMEINumber },
  });

/** Credit life on its own on the finance of the phone with this IMEI. */
const creditLifeOn = (user: TestUser, deviceIMEINumber: string) =>
  callAs(suite.app, user, 'POST', DEVICE_CREDIT_LIFE_PATHS.retail.createIndividualCreditLife.path, {
    body: {
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy A15',
      deviceIMEINumber,
      ...creditLife(300_000),
      personResponsibleForFinancing: { firstName: 'Thandi', lastName: 'Nkosi', idNumber: user.idNumber },
      paymentMethod: debitOrder(),
      billingDay: 15,
    },
  });

const cancel = async (user: TestUser, policyId: string) => {
  const cancelled = await callAs(suite.app, user, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
    body: { policyId, reason: 'too_expensive' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
};

const refusedAsLost = (response: Awaited<ReturnType<typeof apply>>) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().error).toMatchObject({
    code: 'IMEI_CLAIMED_LOST',
    message: DEVICE_MESSAGES.imeiClaimedLost,
    fields: { deviceIMEINumber: DEVICE_MESSAGES.imeiClaimedLost },
  });
};

describe('a phone claimed as lost or stolen on an approved claim', () => {
  it('is refused to another customer, retail or employee, and to its owner, at the IMEI field', async () => {
    const owner = await insured();
    await decideClaim(suite, await lostClaim(suite.app, owner.user, owner.policyId), 'approve');

    const other = await anotherCustomer();
    const asked = await check(other, owner.imei);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ insured: false, refusal: DEVICE_MESSAGES.imeiClaimedLost });
    refusedAsLost(await apply(other, owner.imei));
    refusedAsLost(await apply(await anotherCustomer('employee'), owner.imei));
    refusedAsLost(await apply(owner.user, owner.imei));
    refusedAsLost(await creditLifeOn(other, owner.imei));
  });

  it('is still refused once the claim is paid', async () => {
    const owner = await insured();
    const claimId = await lostClaim(suite.app, owner.user, owner.policyId);
    await decideClaim(suite, claimId, 'approve');
    const paid = await asBackoffice(
      suite.app,
      suite.supervisor,
      'POST',
      `/api/backoffice/claims/${claimId}/pay`,
      {
        reference: 'EFT-IMEI-1',
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    refusedAsLost(await apply(await anotherCustomer(), owner.imei));
  });

  it('is not stopped by a repudiated lost phone’s claim once its policy has ended', async () => {
    const owner = await insured();
    await decideClaim(suite, await lostClaim(suite.app, owner.user, owner.policyId), 'repudiate');
    await cancel(owner.user, owner.policyId);
    const other = await anotherCustomer();
    expect((await check(other, owner.imei)).json()).toEqual({ insured: false });
    const applied = await apply(other, owner.imei);
    expect(applied.statusCode, applied.body).toBe(201);
    const credit = await creditLifeOn(await anotherCustomer(), owner.imei);
    expect(credit.statusCode, credit.body).toBe(201);
  });

  it('is not stopped by an approved damage claim once its policy has ended', async () => {
    const owner = await insured();
    const claimId = await screenClaimWithDocuments(suite.app, owner.user, owner.policyId);
    await decideClaim(suite, claimId, 'approve');
    await cancel(owner.user, owner.policyId);
    const applied = await apply(await anotherCustomer(), owner.imei);
    expect(applied.statusCode, applied.body).toBe(201);
  });
});

describe('an IMEI already insured: the refusal gives the next step', () => {
  it('names the caller’s own policy to them, and asks anyone else to request a call back', async () => {
    const owner = await insured();
    const [policy] = await suite.app.db.query.policies.findMany({
      where: (row, { eq }) => eq(row.id, owner.policyId),
    });
    const yours = imeiTakenByYou(policy?.policyNumber ?? '');
    expect((await check(owner.user, owner.imei)).json()).toEqual({ insured: true, refusal: yours });
    const again = await apply(owner.user, owner.imei);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'IMEI_INSURED', fields: { deviceIMEINumber: yours } });

    const other = await anotherCustomer();
    const asked = await check(other, owner.imei);
    expect(asked.json()).toEqual({ insured: true, refusal: DEVICE_MESSAGES.imeiTaken });
    expect(asked.body).not.toContain(policy?.policyNumber);
    expect(DEVICE_MESSAGES.imeiTaken).toContain('ask us to call you');
    const refused = await apply(other, owner.imei);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.deviceIMEINumber).toBe(DEVICE_MESSAGES.imeiTaken);
  });
});
