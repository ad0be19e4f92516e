/**
 * The SMS telling a customer their claim was received asks for outstanding documents only when some are:
 * a claim sent with every required document in the same call is told so, one sent without them is asked.
 */
import { CLAIM_JSON_FIELD } from '@cover/domain';
import { FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES } from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  type ClaimsHarness,
} from './testing/harness.js';
import { noticeTexts } from './testing/notices.js';

const REQUIRED = ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form'];
let harness: ClaimsHarness;

beforeAll(async () => {
  harness = await startClaimsHarness();
}, 240_000);
afterAll(() => harness.close());

/** A new customer's claim sent in one call with the documents of `kinds`: the claim.submitted SMS. */
async function smsOfClaimWith(n: number, kinds: readonly string[]): Promise<string | undefined> {
  const customer = await createCustomer(harness, n);
  const policy = await issueFuneralPolicy(harness, customer, n);
  const response = await harness.call(customer, {
    method: 'POST',
    url: FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES.retail.path,
    payload: formData(
      { [CLAIM_JSON_FIELD]: JSON.stringify(claimInput(policy, customer)) },
      kinds.map((kind) => ({ field: kind, name: `${kind}.pdf`, bytes: samplePdf(kind) })),
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  const texts = await noticeTexts(harness.app.db, response.json().claimId, 'claim.submitted', 'sms');
  expect(texts).toHaveLength(1);
  return texts[0];
}

describe('the claim-submitted SMS', () => {
  it('asks for nothing when every required document came with the claim', async () => {
    expect(await smsOfClaimWith(1, REQUIRED)).toMatch(
      /^Telkom Cover: we received claim CLM-\d{4}-\d{6}\. We will let you know how it goes\.$/,
    );
  });

  // a funeral or credit life claim is made before its documents, which the browser uploads next: the SMS says
  // when assessing starts and that nothing more is needed once they are in (QA walk 14, finding 8: "if any are
  // still outstanding" read as if the documents just sent had not arrived)
  it('says assessing starts once every document is in when some came after the claim', async () => {
    expect(await smsOfClaimWith(2, REQUIRED.slice(0, 2))).toMatch(
      /^Telkom Cover: we received claim CLM-\d{4}-\d{6}\. We assess it once all its documents are in: upload any not sent yet under Claims in the portal\.$/,
    );
  });
});
