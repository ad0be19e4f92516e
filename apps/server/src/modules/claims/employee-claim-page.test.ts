/**
 * The employee's own funeral claim page, through the Telkom CMS family the employee portal uses: the claim
 * with its documents (get-claim, get-claim-documents), the document an assessor's hold asks for
 * (upload-claim-documents) and the claim confirmed again (submit-claim-by-id). Another employee's claim id
 * is answered 404 on every one of them, as is a retail customer's claim.
 */
import { CLAIM_JSON_FIELD, HOLD_DOCUMENT_KIND } from '@cover/domain';
import {
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  FUNERAL_PATHS,
  funeralClaimDocumentsReplySchema,
  funeralClaimListReplySchema,
  funeralClaimSchema,
} from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SESSION_COOKIE } from '../../platform/auth/operator-session.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { DEMO_ASSESSOR } from '../../seed/operator.js';
import { NOMVULA, THABO } from '../accounts/testing/people.js';
import { issueEmployeeFuneralPolicy } from './testing/employee-policy.js';
import {
  claimInput,
  createCustomer,
  createEmployeeCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

const cms = FUNERAL_PATHS.cms;
const REQUIRED = ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form'];
let harness: ClaimsHarness;
let worker: Customer;
let colleague: Customer;
let claimId = '';
let assessor = '';

const getClaim = (who: Customer, id = claimId) =>
  harness.call(who, { method: 'GET', url: `${cms.getClaimByID.path}?claimId=${id}` });
const sendDocument = (who: Customer, kind: string, id = claimId) =>
  harness.call(who, {
    method: 'POST',
    url: cms.uploadDocuments.path,
    payload: formData({ claimId: id, kind }, [
      { field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) },
    ]),
  });

beforeAll(async () => {
  harness = await startClaimsHarness({ seed: true });
  worker = await createEmployeeCustomer(harness, NOMVULA, 'nomvula');
  colleague = await createEmployeeCustomer(harness, THABO, 'thabo');
  const policy = await issueEmployeeFuneralPolicy(harness, worker);
  const submitted = await harness.call(worker, {
    method: 'POST',
    url: FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES.cms.path,
    payload: formData(
      { [CLAIM_JSON_FIELD]: JSON.stringify(claimInput(policy, worker)) },
      REQUIRED.slice(0, 3).map((kind) => ({ field: kind, name: `${kind}.pdf`, bytes: samplePdf(kind) })),
    ),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  claimId = submitted.json().claimId;
  const login = await harness.app.inject({
    method: 'POST',
    url: '/api/operator/login',
    payload: { name: DEMO_ASSESSOR.name, pass: DEMO_ASSESSOR.password },
  });
  assessor = login.cookies.find((cookie) => cookie.name === OPERATOR_SESSION_COOKIE)?.value ?? '';
  expect(assessor, login.body).not.toBe('');
}, 120_000);
afterAll(() => harness.close());

describe('an employee’s funeral claim page', () => {
  it('shows the employee their own claim and its documents, with what is still needed', async () => {
    const response = await getClaim(worker);
    expect(response.statusCode, response.body).toBe(200);
    expect(funeralClaimSchema.parse(response.json())).toMatchObject({
      claimId,
      statusDisplayValue: 'Pending',
      documentsOutstanding: ['death_registration_form'],
    });
    const documents = await harness.call(worker, {
      method: 'GET',
      url: `${cms.getClaimDocuments.path}?claimId=${claimId}`,
    });
    expect(documents.statusCode, documents.body).toBe(200);
    expect(funeralClaimDocumentsReplySchema.parse(documents.json()).data).toHaveLength(3);
  });

  it('answers another employee 404 for the claim, its documents, an upload and a confirmation', async () => {
    expect((await getClaim(colleague)).statusCode).toBe(404);
    const documents = await harness.call(colleague, {
      method: 'GET',
      url: `${cms.getClaimDocuments.path}?claimId=${claimId}`,
    });
    expect(documents.statusCode).toBe(404);
    expect((await sendDocument(colleague, 'death_registration_form')).statusCode).toBe(404);
    const confirmed = await harness.call(colleague, {
      method: 'POST',
      url: cms.submitClaimByID.path,
      payload: { claimId },
    });
    expect(confirmed.statusCode).toBe(404);
    expect((await getClaim(worker)).json().documentsOutstanding).toEqual(['death_registration_form']);
  });

  it('answers the employee 404 for a retail customer’s claim', async () => {
    const customer = await createCustomer(harness, 31);
    const retail = await submitClaimViaApi(
      harness,
      customer,
      claimInput(await issueFuneralPolicy(harness, customer, 31), customer),
    );
    expect((await getClaim(worker, retail.claimId)).statusCode).toBe(404);
  });

  it('takes the missing document and the one an assessor’s hold asks for', async () => {
    expect((await sendDocument(worker, 'death_registration_form')).statusCode).toBe(201);
    const confirmed = await harness.call(worker, {
      method: 'POST',
      url: cms.submitClaimByID.path,
      payload: { claimId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const held = await harness.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claimId}/hold`,
      cookies: { [OPERATOR_SESSION_COOKIE]: assessor },
      payload: { note: 'A certified copy of your marriage certificate' },
    });
    expect(held.statusCode, held.body).toBe(200);
    const listed = await harness.call(worker, { method: 'GET', url: cms.getClaims.path });
    expect(funeralClaimListReplySchema.parse(listed.json()).data[0]).toMatchObject({
      statusDisplayValue: 'OnHold',
      holdReason: 'A certified copy of your marriage certificate',
      holdAnsweredAt: null,
    });

    expect((await sendDocument(colleague, HOLD_DOCUMENT_KIND.value)).statusCode).toBe(404);
    const answer = await sendDocument(worker, HOLD_DOCUMENT_KIND.value);
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await getClaim(worker)).json()).toMatchObject({
      statusDisplayValue: 'OnHold',
      holdAnsweredAt: expect.any(String),
    });
  });
});
