/**
 * The staff claim page names the earlier claims on the same life of the same policy (QA walk 9 no. 1): number,
 * status, decision and date; a claim on another life, a later claim and another policy's claim are not named.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims } from '../../db/schema/index.js';
import { claimInput, createCustomer, issueFuneralPolicy, submitClaimViaApi } from './testing/harness.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';

const { setup, backoffice } = useAssessmentSetup();

const view = (claimId: string, cookie = setup.assessor) =>
  backoffice(cookie, 'GET', `/api/backoffice/claims/${claimId}`);
const closeUndecided = (claimId: string) =>
  setup.harness.app.db
    .update(claims)
    .set({ claimStatus: 'closed', approvalStatus: 'pending' })
    .where(eq(claims.id, claimId));

describe('earlier claims on the same life in the back-office claim view', () => {
  it('names the earlier claim on the same person, not a later one nor another person’s', async () => {
    const { policy, owner, harness } = setup;
    const first = await submitClaimViaApi(harness, owner, claimInput(policy, owner));
    await closeUndecided(first.claimId);
    const second = await submitClaimViaApi(harness, owner, claimInput(policy, owner));
    const forMain = await submitClaimViaApi(
      harness,
      owner,
      claimInput(policy, owner, { saId: owner.holder.id.number, firstName: 'Main' }),
    );

    const response = await view(second.claimId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().earlierClaims).toEqual({
      on: 'life',
      claims: [
        {
          claimId: first.claimId,
          claimNumber: first.claimNumber,
          status: 'closed',
          approvalStatus: 'pending',
          statusDisplayValue: 'Pending',
          grantedAmount: null,
          decidedAt: null,
          createdAt: expect.any(String),
        },
      ],
    });
    expect((await view(first.claimId)).json().earlierClaims).toEqual({ on: 'life', claims: [] });
    expect((await view(forMain.claimId)).json().earlierClaims).toEqual({ on: 'life', claims: [] });
  });

  it('names no claim of another policy covering a person with the same ID number', async () => {
    const other = await createCustomer(setup.harness, 40);
    const theirs = await issueFuneralPolicy(setup.harness, other, 1);
    const claim = await submitClaimViaApi(setup.harness, other, claimInput(theirs, other));
    expect((await view(claim.claimId)).json().earlierClaims).toEqual({ on: 'life', claims: [] });
  });

  it('is refused to an operator without back-office access', async () => {
    const [claim] = await setup.harness.app.db.select().from(claims).limit(1);
    expect((await view(claim?.id ?? '', setup.operatorOnly)).statusCode).toBe(403);
  });
});
