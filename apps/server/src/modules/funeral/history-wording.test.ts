/**
 * The policy history in words: the holder reads what they did in their own voice, with the people named,
 * reasons and payment methods by their labels, money as 'R 97,50' and the premium only as a change when it
 * changed; the stored summary (what staff read) says the same in the third person.
 */
import {
  alterationReplySchema,
  FUNERAL_PATHS,
  policyDetailSchema,
  type AlterationReply,
  type Policy,
} from '@cover/domain/funeral';
import { formatRand } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '../insurance-core/events.js';
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

const grace = {
  firstName: 'Grace',
  lastName: 'Dube',
  relationship: 'Mother',
  dateOfBirth: '1965-05-05',
  coverageOption: 'B',
};

async function change(path: string, body: object): Promise<AlterationReply> {
  const response = await callAs(app, alice, 'POST', path, { body: { policyId: policy.policyId, ...body } });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
  return alterationReplySchema.parse(response.json());
}

async function history() {
  const response = await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, {
    query: { policyId: policy.policyId },
  });
  return policyDetailSchema.parse(response.json()).history;
}

const lastSummary = async () => (await history()).at(-1)?.summary;
const storedSummary = async () => (await listEvents(app.db, 'policy', policy.policyId)).at(-1)?.data.summary;

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
  policy = await retailPolicy(app, alice);
});
afterAll(async () => {
  await app.close();
});

describe('the policy history in words', () => {
  it('says the beneficiaries changed, and that the premium stays, in R 97,50 money', async () => {
    const person = (firstName: string, percentage: number) => ({
      relation: 'parent',
      firstName,
      lastName: 'Nkosi',
      percentage,
    });
    await change(retail.editBeneficiary.path, {
      beneficiaries: [person('Jabu', 50), person('Sipho', 30), person('Lindi', 20)],
    });
    const premium = formatRand(policy.monthlyPremium);
    expect(await lastSummary()).toBe(
      `You changed your beneficiaries (3 people). Your premium stays ${premium}.`,
    );
    expect(await storedSummary()).toBe(`Beneficiaries changed (3 people). Premium stays ${premium}.`);
  });

  it('names the extended family member added and removed, in the preview and the history', async () => {
    const added = await change(retail.addExtendedFamily.path, {
      extendedFamily: [grace],
      consents: { debitOrder: true },
    });
    const after = added.policy?.monthlyPremium ?? 0;
    expect(added.alterationPackage.summary).toBe('Add Grace Dube (Mother)');
    expect(await lastSummary()).toBe(
      `Grace Dube (Mother) added to the policy. Premium ${formatRand(policy.monthlyPremium)} → ${formatRand(after)}.`,
    );

    const memberId = added.policy?.module.extendedFamily[0]?.memberId ?? '';
    const preview = await change(retail.removeExtendedFamily.path, { memberIds: [memberId], preview: true });
    expect(preview.alterationPackage.summary).toBe('Remove Grace Dube (Mother)');
    await change(retail.removeExtendedFamily.path, {
      alterationPackageId: preview.alterationPackage.alterationPackageId,
    });
    expect(await lastSummary()).toBe(
      `Grace Dube (Mother) removed from the policy. Premium ${formatRand(after)} → ${formatRand(policy.monthlyPremium)}.`,
    );
  });

  it('words the cancellation with its reason’s label, not its code', async () => {
    const response = await callAs(app, alice, 'POST', retail.cancelPolicy.path, {
      body: { policyId: policy.policyId, reason: 'other' },
      idempotencyKey: `cancel-${policy.policyId}`,
    });
    expect(response.statusCode).toBe(200);
    const summary = await lastSummary();
    expect(summary).toMatch(/^You cancelled the policy \(reason: Other\)\./);
    expect(summary).not.toMatch(/\(other\)|R\d/);
    expect(await storedSummary()).toMatch(/^Policy cancelled \(reason: Other\)\./);
  });
});
