import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachDeathClaimDocuments, byLabel, saDayToday, saIdFor, shootBoth } from './funeral-helpers';
import { codeFromOutbox, field } from './accounts-helpers';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, seriousAxeViolations } from './support/browser';
import { notPlainTextOnPage } from './support/plain-text';
import { startServer, type RunningServer } from './support/server';

/**
 * The funeral journey as a newcomer lives it (issue 17), with the server in a time zone far from
 * Johannesburg: the home page's funeral card → the calculator with a spouse and a child → the wizard, whose
 * estimate already prices them → "Sign in to continue" → create an account → confirm the code → back in
 * the wizard where they left off, every answer kept (also after a reload) → the policy, whose start date
 * is today's South African day → a claim with the claimant prefilled → cancelling, with the refund and the
 * open claim stated first and a confirmation step. Every page is checked for validator text and internal
 * codes, and photographed at 390 px and 1280 px.
 */

const RUNS = [
  { zone: 'America/Los_Angeles', viewport: PHONE, sequence: 5301, user: 'thandi.la' },
  { zone: 'Pacific/Kiritimati', viewport: DESKTOP, sequence: 5302, user: 'thandi.kt' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');

async function expectPlainPage(page: Page) {
  expect(await notPlainTextOnPage(page)).toEqual([]);
}

describe.each(RUNS)('a newcomer, with the server in $zone', ({ zone, viewport, sequence, user }) => {
  let server: RunningServer;
  const idNumber = saIdFor('1980-01-01', sequence);
  const email = `${user}@example.co.za`;
  const shoot = (page: Page, name: string) => shootBoth(page, `newcomer-${zone.split('/')[1]}-${name}`);

  beforeAll(async () => {
    server = await startServer({ TZ: zone });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('goes from the calculator to a policy, a claim and a cancellation without losing an answer', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.baseUrl, viewport);

    // 1. The home page's funeral card leads straight to the calculator.
    await page.goto('/');
    await main(page).getByRole('link', { name: 'Get a funeral quote' }).first().click();
    await page.waitForURL(/\/funeral$/);
    await page.getByRole('heading', { level: 1, name: 'Funeral cover calculator' }).waitFor();
    await expectPlainPage(page);

    // 2. The calculator with a spouse and a child: no error before anything is typed.
    await page.getByRole('radio', { name: /option c/i }).check();
    await byLabel(page, 'Your age').fill('46');
    await byLabel(page, 'Number of children').fill('1');
    await page.getByRole('checkbox', { name: 'Include my spouse' }).check();
    expect(
      await main(page)
        .getByText(/Please enter/)
        .count(),
    ).toBe(0);
    await byLabel(page, "Spouse's age").fill('44');
    const breakdown = page.getByRole('region', { name: 'Premium breakdown' });
    await breakdown.getByText('Estimate checked against our rates').waitFor();
    await shoot(page, 'calculator');
    await expectPlainPage(page);
    await main(page).getByRole('button', { name: 'Get this cover' }).click();

    // 3. The wizard's plan keeps the spouse and the child; the estimate prices them.
    await page.waitForURL(/\/funeral\/apply$/);
    await byLabel(page, 'First name').fill('Thandi');
    await byLabel(page, 'Last name').fill('Dlamini');
    await byLabel(page, 'Date of birth').fill('1980-01-01');
    expect(await page.getByRole('checkbox', { name: /Cover my spouse/ }).isChecked()).toBe(true);
    await byLabel(page, "Spouse's date of birth").fill('1982-03-14');
    await shoot(page, 'wizard-plan');
    await expectPlainPage(page);
    await main(page).getByRole('button', { name: 'See my quote' }).click();
    const quote = page.getByRole('region', { name: 'Your quote' });
    await quote.getByText('Monthly premium').waitFor();
    await quote
      .getByText(/Spouse/)
      .first()
      .waitFor();
    await quote
      .getByText(/1 child/)
      .first()
      .waitFor();
    await shoot(page, 'wizard-estimate');
    await expectPlainPage(page);
    await main(page).getByRole('button', { name: 'Sign in to continue' }).click();

    // 4. Create an account on the way and confirm it: the way back leads into the wizard.
    await page.waitForURL(/\/retail\/sign-in\?next=%2Ffuneral%2Fapply/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/retail\/sign-up\?next=%2Ffuneral%2Fapply/);
    await field(page, 'SA ID number').fill(idNumber);
    await field(page, 'Username').fill(user);
    await field(page, 'First name').fill('Thandi');
    await field(page, 'Last name').fill('Dlamini');
    await field(page, 'Email address').fill(email);
    await field(page, 'Mobile number').fill('082 555 0202');
    await field(page, 'Password').fill('Funer4l!Cover');
    await field(page, 'Confirm password').fill('Funer4l!Cover');
    await page.getByRole('checkbox', { name: /privacy notice/i }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(/\/retail\/confirm-sign-up/);
    await field(page, 'Confirmation code').fill(await codeFromOutbox(server.baseUrl, email));
    await page.getByRole('button', { name: 'Confirm my account' }).click();
    await page.waitForURL((url) => url.pathname === '/funeral/apply');

    // 5. Back in the wizard at "Your details": the profile's ID, email and mobile are filled in, and a
    // reload keeps everything.
    const details = page.getByRole('form', { name: 'Your details' });
    await details.waitFor();
    await page.reload();
    await details.waitFor();
    await expect.poll(() => byLabel(page, 'SA ID number').inputValue()).toBe(idNumber);
    await expect.poll(() => byLabel(page, 'Email').inputValue()).toBe(email);
    await expect.poll(() => byLabel(page, 'Mobile number').inputValue()).toBe('082 555 0202');
    await byLabel(page, 'Title').selectOption('Ms');
    await byLabel(page, 'Street address').fill('4 Protea Road');
    await byLabel(page, 'City or town').fill('Soweto');
    await byLabel(page, 'Province').selectOption('GP');
    await byLabel(page, 'Postal code').fill('1804');
    await main(page).getByRole('button', { name: 'Add a beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a beneficiary' });
    await byLabel(dialog, 'Relationship to you').selectOption('spouse');
    await byLabel(dialog, 'First name').fill('Sipho');
    await byLabel(dialog, 'Last name').fill('Dlamini');
    await dialog.getByRole('button', { name: 'Add beneficiary' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shoot(page, 'wizard-details-after-sign-up');
    await expectPlainPage(page);
    await main(page).getByRole('button', { name: 'Continue', exact: true }).click();

    // 6. The family step already holds the spouse (date of birth from the plan) and the child. The phone's
    // back button goes to the step before and forward comes back, without leaving the wizard.
    await page.getByRole('form', { name: 'Your family' }).waitFor();
    // The step's history entry is written just after it shows.
    await expect
      .poll(() =>
        page.evaluate(() => (window.history.state as { usr?: { wizardStep?: number } }).usr?.wizardStep),
      )
      .toBe(4);
    await page.goBack();
    await details.waitFor();
    expect(new URL(page.url()).pathname).toBe('/funeral/apply');
    await expect.poll(() => byLabel(page, 'Street address').inputValue()).toBe('4 Protea Road');
    await page.goForward();
    await page.getByRole('form', { name: 'Your family' }).waitFor();
    const spouse = main(page)
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Your spouse' }) })
      .last();
    await expect.poll(() => byLabel(spouse, 'Date of birth').inputValue()).toBe('1982-03-14');
    await byLabel(spouse, 'First name').fill('Sipho');
    await byLabel(spouse, 'Last name').fill('Dlamini');
    const child = page.getByRole('group', { name: 'Child 1' });
    await byLabel(child, 'First name').fill('Ayanda');
    await byLabel(child, 'Last name').fill('Dlamini');
    await byLabel(child, 'Date of birth').fill('2015-04-10');
    await shoot(page, 'wizard-family');
    await expectPlainPage(page);
    await main(page).getByRole('button', { name: 'Continue', exact: true }).click();

    // 7. Declaration, then the debit order with the premium notice clear of every field.
    await page.getByRole('form', { name: 'Declaration' }).waitFor();
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await page.getByRole('checkbox', { name: /POPIA/ }).check();
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('form', { name: 'Banking details' }).waitFor();
    await byLabel(page, 'Bank').selectOption({ label: 'Capitec' });
    await byLabel(page, 'Account number').fill('1234567890');
    await byLabel(page, 'Account type').selectOption('savings');
    await byLabel(page, 'Debit order day').selectOption('25');
    await shoot(page, 'wizard-banking');
    await expectPlainPage(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await main(page)
      .getByRole('checkbox', { name: /I authorise the insurer to collect/ })
      .check();
    await main(page).getByRole('button', { name: 'Apply and pay by debit order' }).click();
    const policyNumber = (await page.getByTestId('new-policy-number').textContent()) ?? '';
    expect(policyNumber).toMatch(/^FUN-\d{4}-/);

    // 8. The policy starts on today's South African day, whatever the server's zone.
    await page.waitForURL(/\/retail\/funeral\/policies\/[0-9a-f-]+$/);
    const policyUrl = page.url();
    await page.getByRole('heading', { name: `Policy ${policyNumber}` }).waitFor();
    const startDay = new Intl.DateTimeFormat('en-ZA', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Johannesburg',
    }).format(new Date(`${saDayToday()}T12:00:00+02:00`));
    await main(page).getByText(startDay).first().waitFor();
    await shoot(page, 'policy');
    await expectPlainPage(page);

    // 9. The account menu (the drawer on a phone) and the dashboard lead back to the policy.
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'My funeral cover' })
        .waitFor();
    } else {
      await page.getByRole('button', { name: 'Account menu for Thandi' }).click();
      await page.getByRole('menuitem', { name: 'My funeral cover' }).waitFor();
    }
    await screenshot(page, `funeral-newcomer-${zone.split('/')[1]}-account-menu`);
    await (
      viewport === PHONE
        ? page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My funeral claims' })
        : page.getByRole('menuitem', { name: 'My funeral claims' })
    ).click();
    await page.waitForURL(/\/retail\/funeral\/claims$/);
    await page.goto('/retail');
    await main(page)
      .getByRole('link', { name: new RegExp(policyNumber) })
      .first()
      .click();
    await page.waitForURL(policyUrl);

    // 10. A claim for the spouse: the claimant is the signed-in customer, already filled in.
    await main(page).getByRole('link', { name: 'Submit a claim' }).click();
    await page.getByRole('form', { name: 'Funeral claim' }).waitFor();
    await expect.poll(() => byLabel(page, 'Your first name').inputValue()).toBe('Thandi');
    await expect.poll(() => byLabel(page, 'Your SA ID number').inputValue()).toBe(idNumber);
    await byLabel(page, 'Covered member').selectOption({ label: 'Sipho Dlamini (spouse)' });
    await byLabel(page, 'SA ID number of the deceased').fill(saIdFor('1982-03-14', 5400));
    await byLabel(page, 'Date of death').fill(saDayToday());
    await page.getByRole('radio', { name: 'Natural' }).check();
    await byLabel(page, 'Amount claimed').fill('5000');
    await byLabel(page, 'Your relation to the deceased').selectOption('spouse');
    // the policy is paid by debit order: the payout starts from that account; this one is paid elsewhere
    await page.getByRole('button', { name: 'Pay into another account' }).click();
    await byLabel(page, 'Bank').selectOption('capitec');
    await byLabel(page, 'Account holder name').fill('Thandi Dlamini');
    await byLabel(page, 'Account number').fill('1234567890');
    await byLabel(page, 'Account type').selectOption('savings');
    await attachDeathClaimDocuments(page);
    await shoot(page, 'claim-form');
    await expectPlainPage(page);
    await main(page).getByRole('button', { name: 'Submit claim' }).click();
    const result = page.getByTestId('claim-result');
    await result.getByText('claim submitted successfully').waitFor({ timeout: 30_000 });
    const claimNumber = (await page.getByTestId('claim-number').textContent()) ?? '';
    await shoot(page, 'claim-submitted');
    await expectPlainPage(page);

    // 11. Cancelling: the refund and the open claim first, then a confirmation step.
    await page.goto(policyUrl);
    await main(page).getByText('Cancel policy', { exact: true }).click();
    await main(page).getByText('If you cancel today').waitFor();
    await main(page)
      .getByText(/No refund: a claim has been made on this policy/)
      .waitFor();
    await main(page)
      .getByRole('link', { name: `claim ${claimNumber}` })
      .waitFor();
    await shoot(page, 'cancel-terms');
    await expectPlainPage(page);
    await main(page).getByRole('radio', { name: 'Too expensive' }).check();
    await main(page).getByRole('button', { name: 'Continue' }).click();
    const confirm = main(page).getByRole('region', { name: `Cancel policy ${policyNumber}?` });
    await confirm.getByText('Refund: none.').waitFor();
    await shoot(page, 'cancel-confirm');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: `Yes, cancel policy ${policyNumber}` }).click();
    await page
      .getByText(
        'You cancelled within the 31-day cooling-off period, but a claim has been made on this policy, so no premiums are refunded.',
      )
      .waitFor();
    await shoot(page, 'cancelled');

    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  }, 400_000);
});
