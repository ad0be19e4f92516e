import { describe, expect, it } from 'vitest';
import { registerEmployee } from './employee-customer';
import { byLabel, saDayToday, smallPdf } from './funeral-helpers';
import {
  approveInspection,
  attachDriversLicence,
  expectPlainPage,
  inspectionLinkFromOutbox,
  inspectionTextIds,
  main,
  shootMotor,
  takeInspectionPhotos,
  unexpectedConsoleErrors,
} from './motor-helpers';
import {
  answer,
  answerInsuranceHistory,
  fillDriverAndOwner,
  fillVehicleIdentity,
} from './motor-wizard-helpers';
import { openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';
import { submitClaimForm } from './claim-helpers';

/**
 * Vehicle credit life as an employee lives it (issue 12), on a phone: Thabo insures his financed car and, in
 * the same wizard, adds credit life on the loan — his wife Lerato is the person responsible for the finance,
 * R240 000 outstanding plus 10 %, Thabo the beneficiary — sees its premium beside the motor premium, and
 * after the inspection and the declaration holds both policies. Later he reports Lerato's death on the credit
 * life policy with the death certificate and her ID.
 */

const suite = serverAndBrowserForThisFile();

const VIN = 'WVWZZZAWZPU076543';
const REGISTRATION = 'ND 222-333';
/** A published valid SA ID number (REFERENCE.md), a woman born 1973-11-19. */
const LERATO_ID = '7311190013080';

describe('vehicle credit life for an employee', () => {
  it('adds credit life on the car loan in the motor wizard and claims on it', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    const shoot = (name: string) => shootMotor(page, `credit-life-${name}`);
    await registerEmployee(page, suite.server.baseUrl);

    // 1–2. The vehicle on the management scheme, the driver and owner.
    await page.goto('/employee/motor/register');
    const schemes = page.getByRole('radiogroup', { name: 'Your scheme' });
    await schemes.waitFor();
    await schemes.getByRole('radio', { name: 'Management scheme' }).check();
    await page.getByRole('checkbox', { name: 'The vehicle is not listed: I will give its value' }).check();
    await byLabel(page, 'Make').fill('Volkswagen');
    await byLabel(page, 'Model').fill('T-Cross 1.0 TSI');
    await byLabel(page, 'Year made').selectOption('2024');
    await byLabel(page, 'Value of the vehicle').fill('395000');
    await fillVehicleIdentity(page, {
      registration: REGISTRATION,
      vin: VIN,
      engineNumber: 'DKR765432',
      colour: 'Blue',
      odometer: '12800',
      registrationYear: '2024',
      registrationMonth: 'February',
    });
    await answer(page, 'What is the vehicle used for?', 'Private use (including to and from work)').check();
    await answer(page, 'Do you need this vehicle to do your job?', 'Yes').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillDriverAndOwner(page, {
      street: '3 Protea Road',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
    });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. History, the loan, and credit life on it.
    await main(page).getByRole('form', { name: 'History and extras' }).waitFor();
    await answerInsuranceHistory(page);
    await answer(page, 'Does the vehicle have extras or accessories you want covered?', 'No').check();
    await answer(page, 'Has the engine or body been changed for performance or looks?', 'No').check();
    await answer(page, 'Are you paying off a loan on this vehicle?', 'Yes').check();
    await byLabel(page, 'Bank or finance house').fill('WesBank');
    await byLabel(page, 'Who is paying off the loan?').fill('Lerato Mokoena');
    await page.getByRole('checkbox', { name: 'Add vehicle credit life on this loan' }).check();
    await byLabel(page, 'Outstanding balance').fill('240000');
    await byLabel(page, 'Additional percentage insured').fill('10');
    await main(page)
      .getByText(/^Vehicle credit life: R.* a month$/)
      .waitFor({ timeout: 10_000 });
    await page.getByRole('radio', { name: 'Another person' }).check();
    await byLabel(page, 'First name').fill('Lerato');
    await byLabel(page, 'Last name').fill('Mokoena');
    await byLabel(page, 'SA ID number').fill(LERATO_ID);
    // Beneficiaries whose shares do not add up to 100 are refused with a plain message.
    await main(page).getByRole('button', { name: 'Add a beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a beneficiary' });
    await byLabel(dialog, 'Relationship to you').selectOption('spouse');
    await byLabel(dialog, 'First name').fill('Thabo');
    await byLabel(dialog, 'Last name').fill('Mokoena');
    await byLabel(dialog, 'Share (%)').fill('60');
    await dialog.getByRole('button', { name: 'Add beneficiary' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'See my quote' }).click();
    await main(page)
      .getByText(/add up to 100/)
      .first()
      .waitFor();
    await main(page).getByRole('spinbutton', { name: 'Share of Thabo Mokoena (%)' }).fill('100');
    await main(page).getByRole('status').filter({ hasText: 'Total 100%' }).waitFor();
    await expectPlainPage(page);
    await shoot('wizard-credit-life');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'See my quote' }).click();

    // 4. The motor quote with the credit life premium beside it.
    const quote = main(page).getByRole('region', { name: 'Your quote' });
    await quote.getByTestId('motor-premium').waitFor({ timeout: 15_000 });
    await main(page)
      .getByRole('region', { name: 'Vehicle credit life' })
      .getByTestId('motor-and-credit-life')
      .waitFor({ timeout: 10_000 });
    await expectPlainPage(page);
    await shoot('wizard-quote');
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    // 5. The inspection, approved.
    await main(page).getByRole('region', { name: 'Your vehicle’s inspection' }).waitFor();
    const earlierTexts = await inspectionTextIds(suite.server.baseUrl);
    await page.getByRole('button', { name: 'Text me the inspection link' }).click();
    await main(page).getByTestId('inspection-link-sent').waitFor();
    await takeInspectionPhotos(
      suite.browser,
      suite.server.baseUrl,
      await inspectionLinkFromOutbox(suite.server.baseUrl, earlierTexts),
      'credit-life',
    );
    await approveInspection(suite.server.baseUrl, VIN);
    await page.reload();
    await main(page)
      .getByTestId('inspection-status')
      .filter({ hasText: 'Approved' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 6. Paid from the salary.
    await main(page).getByRole('form', { name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: 'Deduct from my salary' }).check();
    await page.getByRole('button', { name: 'Same as where the vehicle is kept' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 7. The driver's licence, the finance agreement and the declaration.
    const declaration = main(page).getByRole('form', { name: 'Documents and declaration' });
    await declaration.waitFor();
    await attachDriversLicence(declaration);
    await declaration.getByLabel(/^Finance agreement/).setInputFiles({
      name: 'finance.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Finance agreement'),
    });
    for (const consent of await declaration.getByRole('checkbox').all()) await consent.check();
    await expectPlainPage(page);
    await shoot('wizard-declaration');
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await main(page).getByRole('heading', { name: 'You’re covered' }).waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/employee\/motor\/policies\/[0-9a-f-]{36}$/, { timeout: 15_000 });

    // The motor policy leads to its credit life policy.
    await main(page).getByRole('link', { name: 'Credit life on this vehicle' }).click();
    await page.waitForURL(/\/employee\/motor\/credit-life\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Your credit life cover' }).waitFor();
    await main(page).getByText('Lerato').first().waitFor();
    await expectPlainPage(page);
    await shoot('policy');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Lerato's death, reported by Thabo with the two documents.
    await main(page).getByRole('link', { name: 'Report a death or disability' }).click();
    await page.getByRole('heading', { level: 1, name: 'Report a death or disability' }).waitFor();
    await page.getByRole('radio', { name: 'Death' }).check();
    await byLabel(page, 'Full name of the person').fill('Lerato Mokoena');
    await byLabel(page, 'SA ID number of the person').fill(LERATO_ID);
    await byLabel(page, 'Date it happened').fill(saDayToday());
    await answer(page, 'Was it an accident?', 'No').check();
    await byLabel(page, 'Your first name').fill('Thabo');
    await byLabel(page, 'Your last name').fill('Mokoena');
    await byLabel(page, 'Your SA ID number').fill('8503145123084');
    await byLabel(page, 'Your relation to the person').selectOption('spouse');
    await byLabel(page, 'Your mobile number').fill('082 100 0001');
    // paid from the salary: there is no premium account to start from, so the payout account is asked
    await byLabel(page, 'Bank').selectOption({ label: 'FNB' });
    await byLabel(page, 'Account holder name').fill('Thabo Mokoena');
    await byLabel(page, 'Account number').fill('62012345678');
    await byLabel(page, 'Account type').selectOption({ label: 'Cheque' });
    await main(page)
      .getByLabel(/^Death certificate/)
      .setInputFiles({ name: 'death.pdf', mimeType: 'application/pdf', buffer: smallPdf('Certificate') });
    await main(page)
      .getByLabel(/^ID of the deceased/)
      .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: smallPdf('ID') });
    await submitClaimForm(page, shoot);
    await shoot('claim-submitted');
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  }, 300_000);
});
