import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForFuneralCover, retailPerson, signUp, staffSignIn } from './backoffice-helpers';
import { byLabel, shootBoth } from './funeral-helpers';
import { expectPlainPage, main, unexpectedConsoleErrors } from './motor-helpers';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousAxeViolations } from './support/browser';
import { lapseForUnpaidPremium } from './support/lapse';
import { startServer, type RunningServer } from './support/server';

/**
 * Reinstatement (issue 14): Ayanda's funeral policy lapses after her debit order came back unpaid and the
 * 15-day grace period passed (the real billing run, on days moved back in time). On her phone she opens the
 * policy, sees the arrears and until when she can reinstate, tries her old account (refused again, nothing
 * changes), then pays from another account: the policy is active again, with a new schedule in its history.
 * Meanwhile the back office counts and lists her unpaid premium until the arrears pay it.
 */

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const AYANDA = retailPerson('1990-06-14', 'ayanda.n', 'Ayanda');

describe('reinstating a lapsed policy', () => {
  it('pays the arrears from another account and the policy is active again', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.baseUrl, PHONE);
    await signUp(page, server.baseUrl, AYANDA);
    const applied = await applyForFuneralCover(page, AYANDA, { coverType: 'Money cover', coverOption: 'C' });
    const policy = applied.policy;
    if (!policy) throw new Error('the policy was not issued');
    await context.close();

    // A month passes: the premium comes back unpaid, the grace period ends, the policy lapses.
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    const { lapsedOn } = await lapseForUnpaidPremium(dataDir, policy.policyNumber);
    server = await startServer({}, { dataDir });

    // The back office sees the unpaid premium: counted in its queue, listed with the lapsed policy.
    const office = await openPage(browser, server.baseUrl, DESKTOP);
    const staff = office.page;
    await staffSignIn(staff, 'assessor', 'Assessor#2026');
    const queue = staff.getByTestId('queue-failed-payments');
    await expect.poll(() => queue.getByLabel('1 waiting').count()).toBe(1);
    await queue.getByRole('link').click();
    const failed = staff.getByRole('list', { name: 'Failed premiums' });
    const entry = failed.getByRole('listitem').filter({ hasText: `Policy ${policy.policyNumber}` });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Lapsed');
    await shootBoth(staff, 'failed-premiums', 'backoffice');

    const again = await openPage(browser, server.baseUrl, PHONE);
    const customer = again.page;
    await customer.goto('/retail/sign-in');
    await byLabel(customer, 'SA ID number or username').fill(AYANDA.username);
    await byLabel(customer, 'Password').fill(AYANDA.password);
    await main(customer).getByRole('button', { name: 'Sign in', exact: true }).click();
    await customer.waitForURL((url) => url.pathname === '/retail');

    await customer.goto(`/retail/funeral/policies/${policy.policyId}`);
    const panel = customer.getByRole('region', { name: 'Reinstate this policy' });
    await panel.getByText(/This policy lapsed on/).waitFor();
    expect(await panel.textContent()).toContain('Unpaid premiums');
    expect(await panel.textContent()).toMatch(/arrears of R\s?\d/);
    expect(lapsedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await shootBoth(customer, 'reinstatement-offer', 'backoffice');
    expect(await seriousAxeViolations(customer)).toEqual([]);
    await expectPlainPage(customer);

    // The old account is refused again: a plain message, and the policy stays lapsed.
    await panel.getByRole('button', { name: 'Pay the arrears and reinstate' }).click();
    await panel.getByRole('alert').filter({ hasText: 'We could not collect the arrears' }).waitFor();
    await shootBoth(customer, 'reinstatement-refused', 'backoffice');

    // Another account: it becomes the policy's debit order.
    await panel.getByRole('radio', { name: /Another bank account/ }).check();
    await byLabel(panel, 'Bank').selectOption({ label: 'FNB' });
    await expect.poll(() => byLabel(panel, 'Branch code').inputValue()).toBe('250655');
    await byLabel(panel, 'Account holder name').fill('Ayanda Ndlovu');
    await byLabel(panel, 'Account number').fill('62123456789');
    await byLabel(panel, 'Account type').selectOption({ label: 'Cheque' });
    await byLabel(panel, 'Debit order day').selectOption({ label: '25th' });
    await panel.getByRole('button', { name: 'Pay the arrears and reinstate' }).click();
    await customer.getByText('Your policy is active again').first().waitFor();
    await shootBoth(customer, 'reinstatement-done', 'backoffice');

    await customer.reload();
    await main(customer).getByText('Active', { exact: true }).first().waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    await main(customer)
      .getByText(/reinstated/i)
      .first()
      .waitFor();
    await shootBoth(customer, 'reinstatement-active', 'backoffice');

    // Paid with the arrears, the premium has left the back office's list and queue.
    await staff.reload();
    await staff.getByText('No failed premiums').waitFor();
    await staff.goto('/operator/backoffice');
    await expect
      .poll(() => staff.getByTestId('queue-failed-payments').getByLabel('0 waiting').count())
      .toBe(1);
    await office.context.close();
    expect(
      unexpectedConsoleErrors([...consoleErrors, ...again.consoleErrors, ...office.consoleErrors]),
    ).toEqual([]);
    await again.context.close();
  }, 240_000);
});
