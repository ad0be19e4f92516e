import { and, eq } from 'drizzle-orm';
import { FUNERAL_PATHS, policyDetailSchema, type Policy } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { useAssessmentSetup } from '../claims/testing/assessment-setup.js';
import { coverSince, PAST_WAITING_PERIOD_MONTHS } from '../claims/testing/cover-history.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  SPOUSE,
  submitClaimViaApi,
  type Customer,
} from '../claims/testing/harness.js';

const { setup, completeDocuments, emailFor, recommendThenConfirm, backoffice } = useAssessmentSetup();
const { retail } = FUNERAL_PATHS;

async function policyOf(customer: Customer, policyId: string) {
  return setup.harness.call(customer, {
    method: 'GET',
    url: `${retail.getPolicyByPolicyId.path}?policyId=${policyId}`,
  });
}

/** The customer's new policy, its lives covered long enough for a natural death to be paid in full. */
async function coveredPolicy(customer: Customer, n: number): Promise<Policy> {
  const issued = await issueFuneralPolicy(setup.harness, customer, n);
  await coverSince(setup.harness.app.db, issued.policyId, PAST_WAITING_PERIOD_MONTHS);
  return issued;
}

async function approvedSpouseClaim(customer: Customer, policy: Policy) {
  const { claimId } = await submitClaimViaApi(setup.harness, customer, claimInput(policy, customer));
  await completeDocuments(claimId, customer);
  const path = (step: string) => `/api/backoffice/claims/${claimId}/${step}`;
  const confirmed = await recommendThenConfirm(
    path,
    { recommendation: 'approve', amount: 1_000_000, note: 'Death confirmed by the DHA' },
    { decision: 'approve', reason: 'Agreed' },
  );
  expect(confirmed.statusCode).toBe(200);
  return { claimId, path };
}

describe('a covered member whose death claim is approved', () => {
  it('is taken off the policy by the system, the premium drops and the customer is told to share out their percentage', async () => {
    const customer = await createCustomer(setup.harness, 41);
    const issued = await coveredPolicy(customer, 41);
    const { claimId } = await approvedSpouseClaim(customer, issued);

    const after = policyDetailSchema.parse((await policyOf(customer, issued.policyId)).json());
    expect(after.module.spouse ?? null).toBeNull();
    expect(after.monthlyPremium).toBeLessThan(issued.monthlyPremium);
    // the spouse stays a beneficiary until the customer shares out their percentage (decision 0038)
    expect(after.module.beneficiaries.map((entry) => entry.firstName)).toEqual([SPOUSE.firstName]);
    // …and is flagged for the customer to share out their percentage
    expect(after.module.deceasedBeneficiaryIds).toEqual([after.module.beneficiaries[0]?.beneficiaryId]);
    expect(issued.module.deceasedBeneficiaryIds).toEqual([]);

    const [altered] = await setup.harness.app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, issued.policyId), eq(events.type, 'policy.altered')));
    expect(altered).toMatchObject({
      actor: 'system',
      data: expect.objectContaining({
        alterationType: 'member_died_beneficiary',
        claimId,
        premiumBefore: issued.monthlyPremium,
        premiumAfter: after.monthlyPremium,
      }),
    });
    const history = after.history?.map((entry) => entry.summary) ?? [];
    expect(history).toContainEqual(
      expect.stringContaining(
        `Telkom Cover ended the cover of ${SPOUSE.firstName} ${SPOUSE.lastName} at their death`,
      ),
    );

    const email = await emailFor(issued.policyId, 'policy.altered');
    expect(email).toContain('We are sorry for your loss.');
    expect(email).toContain('share out their percentage');
    expect(email).not.toContain('did not make this change');

    // the claim form no longer offers them; a second claim for them is still refused
    const again = await submitClaimViaApi(setup.harness, customer, claimInput(issued, customer)).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(Error);
  }, 120_000);

  it("is someone else's policy: another customer gets 404", async () => {
    const owner = await createCustomer(setup.harness, 42);
    const other = await createCustomer(setup.harness, 43);
    const issued = await coveredPolicy(owner, 42);
    await approvedSpouseClaim(owner, issued);
    expect((await policyOf(other, issued.policyId)).statusCode).toBe(404);
    expect((await backoffice(setup.assessor, 'GET', '/api/backoffice/claims')).statusCode).toBe(200);
  }, 120_000);

  it("leaves the policy as it is on the main member's death", async () => {
    const customer = await createCustomer(setup.harness, 44);
    const issued = await coveredPolicy(customer, 44);
    const { claimId } = await submitClaimViaApi(
      setup.harness,
      customer,
      claimInput(issued, customer, {
        saId: customer.holder.id.number,
        firstName: customer.holder.first_name,
        lastName: customer.holder.last_name,
      }),
    );
    await completeDocuments(claimId, customer);
    const confirmed = await recommendThenConfirm(
      (step) => `/api/backoffice/claims/${claimId}/${step}`,
      { recommendation: 'approve', amount: 1_000_000, note: 'Death confirmed' },
      { decision: 'approve', reason: 'Agreed' },
    );
    expect(confirmed.statusCode).toBe(200);
    const after = policyDetailSchema.parse((await policyOf(customer, issued.policyId)).json());
    expect(after.monthlyPremium).toBe(issued.monthlyPremium);
    expect(after.module.spouse).toBeTruthy();
  }, 120_000);
});
