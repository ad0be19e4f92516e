import {
  alterationReplySchema,
  FUNERAL_PATHS,
  policyDetailSchema,
  type AlterationReply,
  type Policy,
} from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPolicyVersionChanged, type PolicyVersionChange } from '../insurance-core/index.js';
import {
  buildFuneralApp,
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { retailPolicy } from './testing/flows.js';

const retail = FUNERAL_PATHS.retail;
const clock = new TestClock(START);
let app: FastifyInstance;
let alice: TestUser;
let policy: Policy;
const versions: PolicyVersionChange[] = [];
const unsubscribe = onPolicyVersionChanged((change) => {
  if (change.db === app.db) versions.push(change);
});

const aunt = {
  firstName: 'Nomsa',
  lastName: 'Dlamini',
  relationship: 'Aunt',
  dateOfBirth: '1970-05-05',
  coverageOption: 'B',
};

async function change(path: string, body: object): Promise<AlterationReply> {
  const response = await callAs(app, alice, 'POST', path, { body });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
  return alterationReplySchema.parse(response.json());
}

async function detail() {
  const response = await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, {
    query: { policyId: policy.policyId },
  });
  return policyDetailSchema.parse(response.json());
}

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
  policy = await retailPolicy(app, alice);
});
afterAll(async () => {
  unsubscribe();
  await app.close();
});

describe('funeral alterations', () => {
  it('previews adding extended family with its premium, then applies it as a new version with an event', async () => {
    expect(versions.map((v) => [v.policyId, v.version, v.cause])).toEqual([[policy.policyId, 1, 'issued']]);
    clock.advanceDays(3);
    const preview = await change(retail.getAddExtendedFamilyQuote.path, {
      policyId: policy.policyId,
      extendedFamily: [aunt],
    });
    expect(preview.policy).toBeNull();
    expect(preview.alterationPackage).toMatchObject({
      status: 'pending',
      type: 'add_extended_family',
      currentPremium: policy.monthlyPremium,
      premiumDifference: 9000,
    });
    expect((await detail()).monthlyPremium).toBe(policy.monthlyPremium);

    const applied = await change(retail.addExtendedFamily.path, {
      policyId: policy.policyId,
      alterationPackageId: preview.alterationPackage.alterationPackageId,
      consents: { debitOrder: true },
    });
    expect(applied.alterationPackage.status).toBe('applied');
    expect(applied.policy?.monthlyPremium).toBe(policy.monthlyPremium + 9000);
    expect(applied.policy?.version).toBe(2);
    expect(applied.policy?.module.extendedFamily).toMatchObject([
      { relation: 'aunt', firstName: 'Nomsa', premium: 9000 },
    ]);
    const history = (await detail()).history;
    expect(history.at(-1)).toMatchObject({
      type: 'policy.altered',
      data: { premiumBefore: policy.monthlyPremium, version: 2 },
    });
    expect(versions.at(-1)).toMatchObject({
      policyId: policy.policyId,
      version: 2,
      cause: 'add_extended_family',
    });

    const again = await callAs(app, alice, 'POST', retail.addExtendedFamily.path, {
      body: { policyId: policy.policyId, alterationPackageId: preview.alterationPackage.alterationPackageId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a preview older than 7 days and one priced on an older version', async () => {
    const old = await change(retail.changePlanDetails.path, {
      policyId: policy.policyId,
      preview: true,
      coverOption: 'D',
    });
    const stale = await change(retail.changePlanDetails.path, {
      policyId: policy.policyId,
      preview: true,
      coverOption: 'E',
    });
    await change(retail.changePlanDetails.path, {
      policyId: policy.policyId,
      alterationPackageId: stale.alterationPackage.alterationPackageId,
      consents: { debitOrder: true },
    });
    const refused = await callAs(app, alice, 'POST', retail.changePlanDetails.path, {
      body: { policyId: policy.policyId, alterationPackageId: old.alterationPackage.alterationPackageId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'ALTERATION_STALE' } });

    const late = await change(retail.changePlanDetails.path, {
      policyId: policy.policyId,
      preview: true,
      coverOption: 'C',
    });
    clock.advanceDays(8);
    const expired = await callAs(app, alice, 'POST', retail.changePlanDetails.path, {
      body: { policyId: policy.policyId, alterationPackageId: late.alterationPackage.alterationPackageId },
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ error: { code: 'ALTERATION_EXPIRED' } });
  });

  it('changes the plan with a requote of every life', async () => {
    const before = await detail();
    const reply = await change(retail.changePlanDetails.path, {
      policyId: policy.policyId,
      coverOption: 'A',
    });
    expect(reply.alterationPackage.newSumAssured).toBe(500_000);
    expect(reply.policy?.sumAssured).toBe(500_000);
    expect(reply.policy?.module.coverageOption).toBe('A');
    expect(reply.policy?.monthlyPremium).toBeLessThan(before.monthlyPremium);
  });

  it('adds children and edits and removes extended family', async () => {
    const added = await change(retail.addChildren.path, {
      policyId: policy.policyId,
      children: [{ firstName: 'Ayanda', lastName: 'Nkosi', dateOfBirth: '2019-09-09' }],
    });
    expect(added.alterationPackage.premiumDifference).toBe(0);
    expect(added.policy?.module.children).toHaveLength(2);

    const auntId = added.policy?.module.extendedFamily[0]?.memberId ?? '';
    const edited = await change(retail.editExtendedFamily.path, {
      policyId: policy.policyId,
      members: [{ memberId: auntId, coverageOption: 'A' }],
    });
    expect(edited.policy?.module.extendedFamily[0]).toMatchObject({
      memberId: auntId,
      coverageOption: 'A',
      premium: 4500,
    });

    const removed = await change(retail.removeExtendedFamily.path, {
      policyId: policy.policyId,
      memberIds: [auntId],
    });
    expect(removed.alterationPackage.premiumDifference).toBe(-4500);
    expect(removed.policy?.module.extendedFamily).toEqual([]);

    const unknown = await callAs(app, alice, 'POST', retail.removeExtendedFamily.path, {
      body: { policyId: policy.policyId, memberIds: [auntId] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a child too old for the age rules', async () => {
    const response = await callAs(app, alice, 'POST', retail.addChildren.path, {
      body: {
        policyId: policy.policyId,
        children: [{ firstName: 'Old', lastName: 'Nkosi', dateOfBirth: '1995-01-01' }],
      },
    });
    expect(response.statusCode).toBe(422);
    // The policy has children already: the problem is on the child sent, the first of the change.
    expect(Object.keys(response.json().error.fields)).toEqual(['children.0.dateOfBirth']);
    expect(response.json()).toMatchObject({ error: { code: 'QUOTE_INVALID' } });
  });

  it('puts a relative’s age problem on the relative the change sent, not its place on the policy', async () => {
    const added = await change(retail.addExtendedFamily.path, {
      policyId: policy.policyId,
      extendedFamily: [aunt],
      consents: { debitOrder: true },
    });
    const auntId = added.policy?.module.extendedFamily[0]?.memberId ?? '';
    const tooOld = { ...aunt, firstName: 'Gogo', relationship: 'Grandparent', dateOfBirth: '1925-05-05' };
    const call = (path: string, body: object) =>
      callAs(app, alice, 'POST', path, { body: { policyId: policy.policyId, ...body } });
    const fieldsOf = async (response: ReturnType<typeof call>) => {
      const reply = await response;
      expect(reply.statusCode).toBe(422);
      return Object.keys(reply.json().error.fields);
    };
    expect(await fieldsOf(call(retail.getAddExtendedFamilyQuote.path, { extendedFamily: [tooOld] }))).toEqual(
      ['extendedFamily.0.dateOfBirth'],
    );
    expect(
      await fieldsOf(call(retail.getAddExtendedFamilyQuote.path, { extendedFamily: [aunt, tooOld] })),
    ).toEqual(['extendedFamily.1.dateOfBirth']);
    expect(
      await fieldsOf(
        call(retail.editExtendedFamily.path, {
          preview: true,
          members: [{ memberId: auntId, dateOfBirth: tooOld.dateOfBirth }],
        }),
      ),
    ).toEqual(['members.0.dateOfBirth']);
    await change(retail.removeExtendedFamily.path, { policyId: policy.policyId, memberIds: [auntId] });
  });

  it('replaces the beneficiaries as a whole, totalling 100', async () => {
    const refused = await callAs(app, alice, 'POST', retail.editBeneficiary.path, {
      body: {
        policyId: policy.policyId,
        beneficiaries: [{ relation: 'parent', firstName: 'Jabu', lastName: 'Nkosi', percentage: 90 }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { fields: { beneficiaries: 'Beneficiary percentages must add up to 100%' } },
    });
    const reply = await change(retail.editBeneficiary.path, {
      policyId: policy.policyId,
      beneficiaries: [
        { relation: 'parent', firstName: 'Jabu', lastName: 'Nkosi', percentage: 100, mobile: '0831234567' },
      ],
    });
    expect(reply.alterationPackage.premiumDifference).toBe(0);
    expect(reply.policy?.module.beneficiaries).toMatchObject([
      { firstName: 'Jabu', percentage: 100, mobile: '+27831234567' },
    ]);
  });

  it('gets and updates the payment details and billing day', async () => {
    const before = await callAs(app, alice, 'GET', retail.getPolicyPayment.path, {
      query: { policyId: policy.policyId },
    });
    expect(before.json()).toMatchObject({
      billingDay: 15,
      paymentDetails: { type: 'debit_order', bankName: 'FNB' },
    });
    const capitec = {
      policyId: policy.policyId,
      billingDay: 31,
      paymentMethod: {
        type: 'debit_order',
        bankName: 'Capitec',
        branchCode: '470010',
        accountHolderName: 'Thandi Nkosi',
        accountNumber: '1234567890',
        accountType: 'savings',
      },
    };
    // a new debit order is authorised first, as on every line (QA walk 15 no. 1): nothing moves without it
    const unauthorised = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, { body: capitec });
    expect(unauthorised.statusCode, unauthorised.body).toBe(422);
    expect(unauthorised.json().error.fields).toEqual({
      'consents.debitOrder': 'Please authorise the debit order to continue',
    });
    const reply = await change(retail.updatePolicyPayment.path, {
      ...capitec,
      consents: { debitOrder: true },
    });
    const paid = (await detail()).history.filter((event) => event.type === 'policy.altered').at(-1);
    expect(JSON.stringify(paid)).not.toContain('1234567890');
    expect(reply.policy).toMatchObject({
      billingDay: 31,
      module: { paymentDetails: { bankName: 'Capitec', accountNumber: '••••7890' } },
    });
    const salary = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, {
      body: { policyId: policy.policyId, paymentMethod: { type: 'deduct_from_salary' } },
    });
    expect(salary.statusCode).toBe(422);
  });

  it('edits policy details: contact details and removing the spouse', async () => {
    const reply = await change(retail.editPolicyDetails.path, {
      policyId: policy.policyId,
      mainMember: { title: 'Ms', mobile: '0721234567' },
      spouse: null,
    });
    expect(reply.policy?.module.spouse).toBeNull();
    expect(reply.alterationPackage.premiumDifference).toBeLessThan(0);
    const history = (await detail()).history.filter((event) => event.type === 'policy.altered');
    expect(history.length).toBeGreaterThanOrEqual(8);
  });
});
