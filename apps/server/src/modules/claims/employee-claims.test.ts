/**
 * The employee funeral claim, end to end through the routes the employee portal uses: a rostered employee
 * takes cover by salary deduction, submits a claim with its documents in one multipart call
 * (telkom-cms create-claim-with-documents) and sees it in get-claims with what is still outstanding; a
 * claim sent with every required document is complete for assessment at once. Also the JSON create-claim
 * of the same family.
 */
import { CLAIM_JSON_FIELD } from '@cover/domain';
import {
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  FUNERAL_PATHS,
  funeralClaimListReplySchema,
  type Policy,
} from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOMVULA } from '../accounts/testing/people.js';
import { formData, samplePdf, samplePng } from '../../platform/uploads/testing.js';
import {
  claimInput,
  createEmployeeCustomer,
  personSaId,
  SPOUSE,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';
import { issueEmployeeFuneralPolicy } from './testing/employee-policy.js';

const cms = FUNERAL_PATHS.cms;
let harness: ClaimsHarness;
let worker: Customer;
let policy: Policy;

const claimsOf = async () => {
  const response = await harness.call(worker, { method: 'GET', url: cms.getClaims.path });
  expect(response.statusCode, response.body).toBe(200);
  return funeralClaimListReplySchema.parse(response.json()).data;
};

beforeAll(async () => {
  harness = await startClaimsHarness({ seed: true });
  worker = await createEmployeeCustomer(harness, NOMVULA, 'nomvula');
  policy = await issueEmployeeFuneralPolicy(harness, worker);
}, 90_000);
afterAll(() => harness.close());

describe('an employee’s funeral claim', () => {
  let claimId = '';

  it('is submitted with its documents in one call and listed with what is still outstanding', async () => {
    const response = await harness.call(worker, {
      method: 'POST',
      url: FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES.cms.path,
      payload: formData({ [CLAIM_JSON_FIELD]: JSON.stringify(claimInput(policy, worker)) }, [
        { field: 'death_certificate', name: 'certificate.pdf', bytes: samplePdf() },
        { field: 'deceased_id', name: 'id.png', bytes: samplePng() },
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json<{ claimId: string; claimNumber: string; documentsOutstanding: string[] }>();
    expect(reply.claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
    expect(reply.documentsOutstanding).toEqual(['main_member_id', 'death_registration_form']);
    claimId = reply.claimId;

    const [listed] = await claimsOf();
    expect(listed).toMatchObject({
      claimId,
      policyId: policy.policyId,
      firstName: SPOUSE.firstName,
      statusDisplayValue: 'Pending',
      documentsOutstanding: ['main_member_id', 'death_registration_form'],
    });
    expect(listed?.documents.map((document) => document.type).sort()).toEqual([
      'death_certificate',
      'deceased_id',
    ]);
  });

  it('is complete for assessment when every required document comes with it', async () => {
    const body = claimInput(policy, worker, {
      firstName: worker.holder.first_name,
      lastName: worker.holder.last_name,
      saId: worker.holder.id.number,
      claimant: {
        firstName: SPOUSE.firstName,
        lastName: SPOUSE.lastName,
        idNumber: personSaId(SPOUSE.dateOfBirth, 7),
        relation: 'spouse',
        mobile: '082 123 4567',
      },
    });
    const files = ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form'].map(
      (kind) => ({ field: kind, name: `${kind}.pdf`, bytes: samplePdf() }),
    );
    const response = await harness.call(worker, {
      method: 'POST',
      url: FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES.cms.path,
      payload: formData({ [CLAIM_JSON_FIELD]: JSON.stringify(body) }, files),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().documentsOutstanding).toEqual([]);
    const complete = (await claimsOf()).find((claim) => claim.claimId === response.json().claimId);
    expect(complete).toMatchObject({ saId: worker.holder.id.number, documentsOutstanding: [] });
    expect(complete?.documentsCompleteAt).not.toBeNull();
    expect(complete?.documents).toHaveLength(4);
  });

  it('is also taken as JSON (create-claim), and a second claim for the same member is refused', async () => {
    const again = await harness.call(worker, {
      method: 'POST',
      url: cms.createClaim.path,
      payload: claimInput(policy, worker),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CLAIM_EXISTS');
  });
});
