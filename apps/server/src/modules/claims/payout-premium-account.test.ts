/**
 * A claim paid into the account the policy's premiums come from (`bankDetails: { source: 'premium_account' }`):
 * the server reads the debit order of the caller's own policy, so the full account number never travels to
 * the browser; another holder's policy is not found, and a policy paid by salary deduction has no such account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '@cover/domain';
import { FUNERAL_PATHS, type Policy } from '@cover/domain/funeral';
import { claims } from '../../db/schema/index.js';
import { NOMVULA } from '../accounts/testing/people.js';
import { issueEmployeeFuneralPolicy } from './testing/employee-policy.js';
import {
  claimInput,
  createCustomer,
  createEmployeeCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

const SUBMIT = '/api/retail/funeral/claims/submitClaim';
const PREMIUM_ACCOUNT = { source: 'premium_account' };

let harness: ClaimsHarness;
let owner: Customer;
let policy: Policy;
let other: Customer;
let othersPolicy: Policy;

beforeAll(async () => {
  harness = await startClaimsHarness({ seed: true });
  owner = await createCustomer(harness, 1);
  policy = await issueFuneralPolicy(harness, owner);
  other = await createCustomer(harness, 2);
  othersPolicy = await issueFuneralPolicy(harness, other, 2);
}, 90_000);
afterAll(() => harness.close());

const claimsOfPolicy = (policyId: string) =>
  harness.app.db.select().from(claims).where(eq(claims.policyId, policyId));

describe('a claim paid into the premium account', () => {
  it('is paid into the policy’s debit order account, shown masked to the customer', async () => {
    const response = await harness.call(owner, {
      method: 'POST',
      url: SUBMIT,
      payload: claimInput(policy, owner, { bankDetails: PREMIUM_ACCOUNT }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { claimId } = response.json<{ claimId: string }>();
    const [row] = await claimsOfPolicy(policy.policyId);
    expect(row).toMatchObject({
      payoutBankName: 'capitec',
      payoutBranchCode: '470010',
      payoutAccountHolderName: 'Lerato Khumalo',
      payoutAccountNumber: '1234567890',
      payoutAccountType: 'savings',
    });
    const view = await harness.call(owner, {
      method: 'GET',
      url: `/api/retail/funeral/claims/getClaimByID?claimId=${claimId}`,
    });
    expect(view.json().bankDetails).toEqual({
      bankName: 'capitec',
      branchCode: '470010',
      accountHolderName: 'Lerato Khumalo',
      accountNumber: '••••7890',
      accountType: 'savings',
    });
  });

  it('is not found on another holder’s policy, and reads nothing of it', async () => {
    const response = await harness.call(owner, {
      method: 'POST',
      url: SUBMIT,
      payload: claimInput(othersPolicy, owner, { bankDetails: PREMIUM_ACCOUNT }),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.body).not.toContain('7890');
    expect(await claimsOfPolicy(othersPolicy.policyId)).toEqual([]);
  });

  it('takes no account details beside it', async () => {
    const response = await harness.call(owner, {
      method: 'POST',
      url: SUBMIT,
      payload: claimInput(policy, owner, {
        bankDetails: { ...PREMIUM_ACCOUNT, accountNumber: '62000012345' },
      }),
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('is refused at bankDetails where the premiums are deducted from the salary', async () => {
    const worker = await createEmployeeCustomer(harness, NOMVULA, 'nomvula');
    const employeePolicy = await issueEmployeeFuneralPolicy(harness, worker);
    const response = await harness.call(worker, {
      method: 'POST',
      url: FUNERAL_PATHS.cms.createClaim.path,
      payload: claimInput(employeePolicy, worker, { bankDetails: PREMIUM_ACCOUNT }),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields).toEqual({ bankDetails: PAYOUT_MESSAGES.noPremiumAccount });
    expect(await claimsOfPolicy(employeePolicy.policyId)).toEqual([]);
  });
});
