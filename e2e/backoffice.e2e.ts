import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  applyForFuneralCover,
  retailPerson,
  signUp,
  spouseBornOn,
  staffSignIn,
  staffSignOut,
  uploadDeathClaimDocuments,
} from './backoffice-helpers';
import { shootBoth, today } from './funeral-helpers';
import { expectPlainPage, main, unexpectedConsoleErrors } from './motor-helpers';
import { apiAs } from './retail-customer';
import { DESKTOP, openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

/**
 * The back office (issue 14), with the customer on her phone beside it:
 * - an underwriter puts a referred funeral application on hold (the customer sees why), then approves it and
 *   the policy is issued;
 * - an assessor recommends a funeral claim, the supervisor confirms it (four eyes) and records the payout,
 *   while the customer's claim timeline follows: received → documents → assessing → approved → paid.
 */

const suite = serverAndBrowserForThisFile();

const shoot = (page: Page, name: string) => shootBoth(page, name, 'backoffice');

interface OutboxMessage {
  to: string;
  subject?: string | null;
  text: string;
}

async function messagesTo(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${suite.server.baseUrl}/api/dev/outbox`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

const THANDEKA = retailPerson('1964-03-10', 'thandeka.m', 'Thandeka');
const LINDIWE = retailPerson('1985-09-02', 'lindiwe.k', 'Lindiwe');

describe('the back office', () => {
  it('puts a referred application on hold, then approves it, while the customer sees each state', async () => {
    const customer = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    await signUp(customer.page, suite.server.baseUrl, THANDEKA);
    // R70 000 of funeral expenses cover at 62: more than an underwriter lets through without a look.
    const applied = await applyForFuneralCover(customer.page, THANDEKA, {
      coverType: 'Funeral expenses cover',
      coverOption: 'E',
    });
    expect(applied.policy).toBeNull();
    expect(applied.application).toMatchObject({ status: 'PENDING', underwritingStatus: 'Pending' });

    await customer.page.goto('/retail/funeral/policies');
    await main(customer.page).getByText('Our underwriters are reviewing your application').waitFor();
    await shoot(customer.page, 'customer-application-referred');

    const desk = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const staff = desk.page;
    await staffSignIn(staff, 'assessor', 'Assessor#2026');
    await main(staff)
      .getByRole('link', { name: /Referred/ })
      .first()
      .click();
    await staff.waitForURL(/\/operator\/backoffice\/applications/);
    await main(staff)
      .getByRole('link', { name: /Funeral/ })
      .first()
      .click();
    await main(staff).getByRole('heading', { name: 'Underwriting decision' }).waitFor();
    await main(staff)
      .getByText(/is 62 and covered for R\s?70\s?000,00/)
      .first()
      .waitFor();
    await shoot(staff, 'underwriting-referred');
    expect(await seriousAxeViolations(staff)).toEqual([]);
    await expectPlainPage(staff);

    await main(staff).getByRole('button', { name: 'Put on hold', exact: true }).click();
    const hold = staff.getByRole('dialog', { name: 'Put the application on hold' });
    await hold.getByRole('button', { name: 'Put on hold' }).click();
    await hold.getByText('Please say what the customer must know or do').first().waitFor();
    await hold
      .getByLabel(/Reason the customer sees/)
      .fill('Please upload a recent medical report from your doctor, or phone us on 0800 000 000.');
    await hold.getByRole('button', { name: 'Put on hold' }).click();
    await hold.waitFor({ state: 'detached' });
    await main(staff)
      .getByText(/On hold/)
      .first()
      .waitFor();
    await shoot(staff, 'underwriting-on-hold');

    await customer.page.reload();
    await main(customer.page)
      .getByText(
        'Your application is on hold. Our underwriter wrote: Please upload a recent medical report',
        { exact: false },
      )
      .waitFor();
    await shoot(customer.page, 'customer-application-on-hold');
    await expect
      .poll(async () => (await messagesTo(THANDEKA.email)).map((m) => m.text).join('\n'))
      .toContain('medical report');

    await main(staff)
      .getByTestId('hold-waiting')
      .getByText(/has not sent what was asked for/)
      .waitFor();
    await main(staff).getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = staff.getByRole('dialog', { name: 'Approve the application' });
    // nothing came through the portal: going on says why it is no longer needed, and the customer is told
    await approve
      .getByLabel(/Why it is no longer needed/)
      .fill('Not needed: the doctor sent the medical report to us directly.');
    await approve.getByLabel(/Note for the file/).fill('Medical report received by email: healthy.');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.waitFor({ state: 'detached' });
    await main(staff)
      .getByText(/Approved/)
      .first()
      .waitFor();
    await main(staff).getByText('Staff only').first().waitFor();
    await shoot(staff, 'underwriting-approved');
    await expect
      .poll(async () => (await messagesTo(THANDEKA.email)).map((m) => m.text).join('\n'))
      .toContain('The reason: Not needed: the doctor sent the medical report to us directly.');

    await customer.page.reload();
    await main(customer.page)
      .getByText(/FUN-\d{4}-\d{6}/)
      .first()
      .waitFor();
    await expect
      .poll(() => main(customer.page).getByText('Our underwriters are reviewing your application').count())
      .toBe(0);
    await shoot(customer.page, 'customer-policy-issued');
    expect(await seriousAxeViolations(customer.page)).toEqual([]);
    expect(unexpectedConsoleErrors([...customer.consoleErrors, ...desk.consoleErrors])).toEqual([]);
    await customer.context.close();
    await desk.context.close();
  }, 180_000);

  it('pays a claim that one assessor recommended and another confirmed, and the customer sees each step', async () => {
    const customer = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    await signUp(customer.page, suite.server.baseUrl, LINDIWE);
    const spouse = spouseBornOn('1983-01-20', 'Bongani');
    const { policy } = await applyForFuneralCover(
      customer.page,
      LINDIWE,
      { coverType: 'Money cover', coverOption: 'C' },
      spouse,
    );
    if (!policy) throw new Error('the policy was not issued');
    const api = apiAs(customer.page);
    const claim = await api('POST', '/api/retail/funeral/claims/submitClaim', {
      policyId: policy.policyId,
      firstName: spouse.firstName,
      lastName: LINDIWE.lastName,
      saId: spouse.idNumber,
      amount: 1_000_000,
      // an accidental death: no waiting period, so the new policy pays the whole claim (a natural death
      // this soon would pay at most the premiums paid)
      funeralClaimBlock: { dateOfDeath: today(), causeOfDeath: 'accidental' },
      claimant: {
        firstName: LINDIWE.firstName,
        lastName: LINDIWE.lastName,
        idNumber: LINDIWE.idNumber,
        relation: 'main_member',
        mobile: '082 555 0101',
      },
      bankDetails: {
        bankName: 'fnb',
        accountHolderName: 'Lindiwe Ndlovu',
        accountNumber: '62000012345',
        accountType: 'cheque',
      },
    });
    const claimId = String(claim.claimId);
    const claimNumber = String(claim.claimNumber);
    await customer.page.goto(`/retail/funeral/claims/${claimId}`);
    const progress = customer.page.getByRole('list', { name: 'Claim progress' });
    await progress.waitFor();
    await shoot(customer.page, 'customer-claim-received');

    await uploadDeathClaimDocuments(customer.page, claimId, 'accidental');

    // The assessor recommends approval.
    const desk = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const staff = desk.page;
    await staffSignIn(staff, 'assessor', 'Assessor#2026');
    await main(staff)
      .getByRole('textbox', { name: /Policy, claim, ID, mobile, registration or IMEI number/ })
      .fill(claimNumber);
    await main(staff).getByRole('button', { name: 'Search' }).click();
    await main(staff)
      .getByRole('link', { name: new RegExp(claimNumber) })
      .click();
    await main(staff).getByRole('button', { name: 'Recommend approval' }).waitFor();
    await shoot(staff, 'claim-to-assess');
    expect(await seriousAxeViolations(staff)).toEqual([]);
    // On hold: the customer sees what is needed at the top of the claim and can send it again.
    await main(staff).getByRole('button', { name: 'Put on hold' }).click();
    const hold = staff.getByRole('dialog', { name: 'Put the claim on hold' });
    await hold.getByLabel(/What is needed/).fill('A clearer copy of the death certificate');
    await hold.getByRole('button', { name: 'Put on hold' }).click();
    await hold.waitFor({ state: 'detached' });
    await customer.page.reload();
    await customer.page
      .getByTestId('claim-hold-reason')
      .getByText('A clearer copy of the death certificate')
      .waitFor();
    // on hold, the claim asks only for what the assessor asked for, in the hold's own slot
    await customer.page
      .getByTestId('claim-hold-reason')
      .getByRole('button', { name: 'Send document' })
      .waitFor();
    await shoot(customer.page, 'customer-claim-on-hold');
    await expect
      .poll(async () => (await messagesTo(LINDIWE.email)).map((m) => m.text).join('\n'))
      .toContain('Our assessor wrote:\n\nA clearer copy of the death certificate');
    await main(staff).getByTestId('hold-waiting').waitFor();
    await main(staff).getByRole('button', { name: 'Recommend approval' }).click();
    const recommend = staff.getByRole('dialog', { name: 'Recommend approval' });
    await recommend
      .getByLabel(/Why it is no longer needed/)
      .fill('Not needed: Home Affairs confirmed the death.');
    await recommend.getByLabel(/Amount to pay/).fill('10000');
    await recommend
      .getByLabel(/Note for the confirmer/)
      .fill('Documents in order; the police report confirms the accident.');
    await recommend.getByRole('button', { name: 'Recommend approval' }).click();
    await recommend.waitFor({ state: 'detached' });
    await main(staff).getByTestId('recommendation').waitFor();
    // The same assessor cannot confirm what they recommended: the button says so before any dialog.
    const ownConfirm = main(staff).getByRole('button', { name: 'Confirm approval' });
    expect(await ownConfirm.isDisabled()).toBe(true);
    await main(staff)
      .getByText(/^Another person must do this/)
      .waitFor();
    await shoot(staff, 'claim-four-eyes-refused');
    await staffSignOut(staff);

    await customer.page.reload();
    await progress.getByText('Being assessed').waitFor();
    await shoot(customer.page, 'customer-claim-assessing');

    // The supervisor confirms and records the payout.
    await staffSignIn(staff, 'supervisor', 'Supervisor#2026');
    await staff.goto(`/operator/backoffice/claims/${claimId}`);
    await main(staff)
      .getByTestId('recommendation')
      .getByText(/Demo Assessor/)
      .waitFor();
    await main(staff).getByRole('button', { name: 'Confirm approval' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Confirm approval' });
    await confirm.getByLabel(/Note on the decision/).fill('Agreed with the recommendation.');
    await confirm.getByRole('button', { name: 'Confirm approval' }).click();
    await confirm.waitFor({ state: 'detached' });
    await main(staff).getByRole('button', { name: 'Record payout' }).click();
    const payout = staff.getByRole('dialog', { name: 'Record the payout' });
    // the account in full for whoever pays, read when the dialog opens (the claim page shows it masked)
    await payout.getByTestId('payout-account').getByText('Account number').waitFor();
    await shoot(staff, 'claim-payout-account');
    await payout.getByLabel(/Payment reference/).fill('EFT-2026-0042');
    await payout.getByRole('button', { name: 'Record payout' }).click();
    await payout.waitFor({ state: 'detached' });
    await main(staff).getByText('EFT-2026-0042').first().waitFor();
    await shoot(staff, 'claim-paid');
    await expectPlainPage(staff);
    // the list says when a decided claim was paid, not how long it 'waits'
    await staff.goto('/operator/backoffice/claims');
    const listed = main(staff).getByRole('link', { name: new RegExp(claimNumber) });
    await listed.getByText(/Paid on \d{1,2} [A-Z][a-z]+ \d{4}/).waitFor();
    // what kind of claim it is, in its line's words from the server's list row
    await listed.getByText(/Funeral: death · reported \d{1,2} [A-Z][a-z]+ \d{4}/).waitFor();
    expect(await listed.textContent()).not.toMatch(/Waiting/);
    await shoot(staff, 'claims-list');

    await customer.page.reload();
    // paid is the last step: reached, with its day under it, and nothing left to wait for
    await progress
      .getByRole('listitem')
      .filter({ hasText: /Paid\d{1,2} [A-Z][a-z]+ \d{4}/ })
      .waitFor();
    expect(await progress.locator('[aria-current=step]').count()).toBe(0);
    const steps = await progress.getByRole('listitem').allTextContents();
    // every step up to paid shows the South African day it was reached
    for (const step of steps) expect(step).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    await shoot(customer.page, 'customer-claim-paid');
    await expect
      .poll(async () => (await messagesTo(LINDIWE.email)).map((m) => m.text).join('\n'))
      .toMatch(/paid/i);
    expect(unexpectedConsoleErrors([...customer.consoleErrors, ...desk.consoleErrors])).toEqual([]);
    await customer.context.close();
    await desk.context.close();
  }, 180_000);
});
