import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate, formatRand, saDay, unusedCover } from '@cover/domain';
import { messageFromOutbox } from './accounts-helpers';
import { applyForFuneralCover, retailPerson, signUp } from './backoffice-helpers';
import { byLabel, shootBoth } from './funeral-helpers';
import { expectPlainPage, main, unexpectedConsoleErrors } from './motor-helpers';
import { launchBrowser, openPage, PHONE, seriousAxeViolations } from './support/browser';
import { paidMonthAfterCoolingOff } from './support/paid-month';
import { startServer, type RunningServer } from './support/server';

/**
 * Cancelling after cooling-off (QA walk 14, finding 2; docs/decisions/0044): Zanele's funeral policy is past
 * its 31 days, and the premium collected 10 days ago paid for a month that runs on. On her phone she is told
 * before choosing, when confirming and once cancelled that the days paid for after today come back, and how
 * much; the email says the same.
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

/** Text as read, whatever its spaces (rand amounts are written with no-break spaces). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

const ZANELE = retailPerson('1988-03-09', 'zanele.m', 'Zanele');

describe('cancelling after the cooling-off period', () => {
  it('refunds the days paid for after the day of cancellation, and says so before and after', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, PHONE);
    await signUp(page, server.baseUrl, ZANELE);
    const applied = await applyForFuneralCover(page, ZANELE, { coverType: 'Money cover', coverOption: 'C' });
    const policy = applied.policy;
    if (!policy) throw new Error('the policy was not issued');
    await context.close();

    // Forty days on, a premium collected 10 days ago: the month it paid for runs past today.
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    const paid = await paidMonthAfterCoolingOff(dataDir, policy.policyNumber);
    server = await startServer({}, { dataDir });
    const unused = unusedCover(
      { amount: paid.monthlyPremium, dueDate: paid.dueDate },
      paid.nextBillingDate,
      saDay(new Date()),
    );
    if (!unused) throw new Error('no day after today was paid for');
    const refund = formatRand(unused.amount);
    const paidUntil = formatLongDate(unused.paidUntil);

    const again = await openPage(browser, server.baseUrl, PHONE);
    const customer = again.page;
    await customer.goto('/retail/sign-in');
    await byLabel(customer, 'SA ID number or username').fill(ZANELE.username);
    await byLabel(customer, 'Password').fill(ZANELE.password);
    await main(customer).getByRole('button', { name: 'Sign in', exact: true }).click();
    await customer.waitForURL((url) => url.pathname === '/retail');

    await customer.goto(`/retail/funeral/policies/${policy.policyId}`);
    await main(customer).getByText('Cancel policy', { exact: true }).click();
    const terms = main(customer).getByText(/cooling-off period ended on/);
    await terms.waitFor();
    expect(plain(await terms.textContent())).toContain(
      plain(
        `You have paid for cover up to ${paidUntil}: we refund ${refund} for the ${unused.days} days after today to your bank account.`,
      ),
    );
    await shootBoth(customer, 'cancel-after-cooling-off-terms', 'funeral');
    expect(await seriousAxeViolations(customer)).toEqual([]);
    await expectPlainPage(customer);

    await main(customer).getByRole('radio').first().check();
    await main(customer).getByRole('button', { name: 'Continue' }).click();
    const confirm = main(customer).getByRole('region', { name: `Cancel policy ${policy.policyNumber}?` });
    expect(plain(await confirm.textContent())).toContain(plain(`Refund: ${refund} to your bank account.`));
    await confirm.getByRole('button', { name: `Yes, cancel policy ${policy.policyNumber}` }).click();
    await main(customer)
      .getByText(
        `The cooling-off period had ended. You had paid for cover up to ${paidUntil}, so we refund the ${unused.days} days after today.`,
      )
      .waitFor();
    await shootBoth(customer, 'cancel-after-cooling-off-done', 'funeral');

    const email = await messageFromOutbox(server.baseUrl, ZANELE.email, /is cancelled/);
    expect(plain(email.text)).toContain(
      plain(
        `You had paid for cover up to ${paidUntil}, so we will refund ${refund} for the ${unused.days} days after your cover ended`,
      ),
    );
    expect(unexpectedConsoleErrors(again.consoleErrors)).toEqual([]);
    await again.context.close();
  }, 240_000);
});
