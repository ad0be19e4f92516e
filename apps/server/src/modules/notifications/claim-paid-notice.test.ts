/**
 * The notice of a claim paid out names the account it went to (by its last 4 digits) and the payment's
 * reference, as the claim's page does (QA walk 9 no. 15).
 */
import { describe, expect, it } from 'vitest';
import { claimInput, submitClaimViaApi } from '../claims/testing/harness.js';
import { appendEvent } from '../insurance-core/events.js';
import { noticeSuite } from './testing/notice-suite.js';

const suite = noticeSuite();

describe('the claim paid notice', () => {
  it('says which account was paid and the reference on the statement, never the whole account number', async () => {
    const { harness, owner, policy, db, noticesOf } = suite;
    const claim = await submitClaimViaApi(harness, owner, claimInput(policy, owner));
    const paid = await appendEvent(db(), {
      entityType: 'claim',
      entityId: claim.claimId,
      type: 'claim.paid',
      summary: 'Paid R 10 000,00 (reference EFT-20261206-0042)',
      data: { reference: 'EFT-20261206-0042', amount: 1_000_000 },
      at: new Date(),
    });
    const rows = await noticesOf(paid);
    const email = rows.find((row) => row.channel === 'email');
    const sms = rows.find((row) => row.channel === 'sms');
    expect(email?.text).toContain('into your FNB account ending 2345.');
    expect(email?.text).toContain('The payment reference is EFT-20261206-0042');
    expect(sms?.text).toContain('into your account ending 2345, reference EFT-20261206-0042');
    for (const row of rows) expect(row.text).not.toContain('62000012345');
  });
});
