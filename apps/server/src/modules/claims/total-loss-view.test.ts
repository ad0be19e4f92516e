/**
 * The back-office view of a claim of total loss says what its approval ends (QA walk 9 no. 3): the device
 * policy (cancelled on the approval, nothing refunded, docs/decisions/0041) and the credit life on the phone's
 * finance that goes on. A damage claim ends nothing; once decided, the view says nothing more.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import {
  insuredToday,
  lostClaim,
  screenClaimMade,
  totalLossSuite,
} from '../device/testing/total-loss-fixture.js';
import type { TestUser } from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice } from '../operator/testing/staff-sessions.js';

const suite = totalLossSuite();
let user: TestUser;
let policyId = '';
let creditLifeId = '';

beforeAll(async () => {
  ({ user, policyId, creditLifeId } = await insuredToday(suite, '890101500908', 301, true));
}, 60_000);

const view = (claimId: string) =>
  asBackoffice(suite.app, suite.assessor, 'GET', `/api/backoffice/claims/${claimId}`);
const numberOf = async (id: string) =>
  (await suite.app.db.select().from(policies).where(eq(policies.id, id)))[0]?.policyNumber;

describe('what approving a claim ends, in the back-office view', () => {
  it('names the device policy and the credit life that goes on for a lost phone, until decided', async () => {
    const claimId = await lostClaim(suite.app, user, policyId);
    const detail = await view(claimId);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().endsCover).toEqual({
      policyNumber: await numberOf(policyId),
      item: 'phone',
      linkedCover: [
        expect.objectContaining({ policyId: creditLifeId, policyNumber: await numberOf(creditLifeId) }),
      ],
      // the device line notes no credit provider to pay first (decisions/0043)
      financedBy: null,
    });

    const path = (step: string) => `/api/backoffice/claims/${claimId}/${step}`;
    const recommended = await asBackoffice(suite.app, suite.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: detail.json().payable.max,
      note: 'Checked',
    });
    expect(recommended.json().endsCover).toMatchObject({ item: 'phone' });
    const confirmed = await asBackoffice(suite.app, suite.supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'Agreed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().endsCover).toBeNull();
  });

  it('names nothing for a damage claim', async () => {
    const other = await insuredToday(suite, '880101500908', 302);
    const claimId = await screenClaimMade(suite.app, other.user, other.policyId);
    const detail = await view(claimId);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().endsCover).toBeNull();
  });
});
