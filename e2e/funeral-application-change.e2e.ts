import { describe, expect, it } from 'vitest';
import { byLabel, saIdFor, shootBoth } from './funeral-helpers';
import { apiAs, signUpRetail } from './retail-customer';
import { openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

/**
 * Changing a pending application (spec 002 §4): an application taken without the declaration (as the call
 * centre takes one) waits in "Applications in progress"; "Change" opens the wizard with its plan, lives and
 * beneficiaries; a new option, the declaration and the bank details issue it, and nothing stays pending.
 */

const ID_NUMBER = saIdFor('1982-02-02', 5021);
const EMAIL = 'nandi.zulu@example.co.za';

const suite = serverAndBrowserForThisFile();

describe('a pending funeral application', () => {
  it('is changed in the wizard and issued, replacing it', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    const main = page.getByRole('main');
    await page.goto('/retail/sign-in');
    await signUpRetail(page, suite.server.baseUrl, {
      idNumber: ID_NUMBER,
      username: 'nandi.z',
      firstName: 'Nandi',
      lastName: 'Zulu',
      email: EMAIL,
      password: 'Funer4l!Change',
    });
    const api = apiAs(page);
    await api('POST', '/api/retail/createPolicyholder', {
      type: 'individual',
      id: { type: 'id', number: ID_NUMBER, country: 'ZA' },
      first_name: 'Nandi',
      last_name: 'Zulu',
      email: EMAIL,
      cellphone: '+27825550202',
    });
    const quote = await api('POST', '/api/retail/funeral/quote/getAQuote', {
      coverOption: 'B',
      mainMember: { idNumber: ID_NUMBER },
    });
    const pending = await api('POST', '/api/retail/funeral/quote/createQuoteApplication', {
      quote_package_id: quote.quotePackageId,
      billingDay: 25,
      mainMember: {
        title: 'Ms',
        mobile: '082 555 0202',
        email: EMAIL,
        address: { formattedAddress: '3 Protea Road', city: 'Durban', provience: 'KZN', code: '4001' },
      },
      beneficiaries: [{ relation: 'parent', firstName: 'Thoko', lastName: 'Zulu', percentage: 100 }],
      paymentMethod: {
        type: 'debit_order',
        bankName: 'capitec',
        branchCode: '470010',
        accountHolderName: 'Nandi Zulu',
        accountNumber: '1234567890',
        accountType: 'savings',
      },
    });
    expect(pending.application, JSON.stringify(pending)).toMatchObject({ status: 'PENDING' });

    await page.goto('/retail/funeral/policies');
    await page.getByRole('heading', { name: 'Applications in progress' }).waitFor();
    await shootBoth(page, 'application-in-progress');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await main.getByRole('button', { name: /^Change the .* application$/ }).click();

    await page.waitForURL(/\/funeral\/apply$/);
    await page.getByRole('heading', { level: 1, name: 'Change your application' }).waitFor();
    await expect.poll(() => byLabel(page, 'First name').inputValue()).toBe('Nandi');
    expect(await page.getByRole('radio', { name: /option b/i }).isChecked()).toBe(true);
    await shootBoth(page, 'application-change-plan');
    await page.getByRole('radio', { name: /option d/i }).check();
    await main.getByRole('button', { name: 'See my quote' }).click();
    await main.getByRole('button', { name: 'Continue to my details' }).click();
    await page.getByRole('form', { name: 'Your details' }).waitFor();
    await expect.poll(() => byLabel(page, 'Email').inputValue()).toBe(EMAIL);
    expect(await byLabel(page, 'City or town').inputValue()).toBe('Durban');
    await page.getByText('Thoko Zulu').first().waitFor();
    await main.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('form', { name: 'Your family' }).waitFor();
    await main.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await page.getByRole('checkbox', { name: /POPIA/ }).check();
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('form', { name: 'Banking details' }).waitFor();
    await byLabel(page, 'Bank').selectOption({ label: 'Capitec' });
    await byLabel(page, 'Account number').fill('1234567890');
    await byLabel(page, 'Account type').selectOption('savings');
    await byLabel(page, 'Debit order day').selectOption('25');
    await main.getByRole('checkbox', { name: /I authorise the insurer to collect/ }).check();
    await main.getByRole('button', { name: 'Apply and pay by debit order' }).click();
    expect((await page.getByTestId('new-policy-number').textContent()) ?? '').toMatch(/^FUN/);

    const left = await api('GET', '/api/retail/funeral/policy/getApplicationByPolicyHolder?status=PENDING');
    expect(left.data).toEqual([]);
    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  }, 180_000);
});
