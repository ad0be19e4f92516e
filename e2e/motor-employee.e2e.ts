import { describe, expect, it } from 'vitest';
import { registerEmployee } from './employee-customer';
import { byLabel, saDayToday, smallPdf, smallPng } from './funeral-helpers';
import {
  approveInspection,
  attachDriversLicence,
  thisMinuteInSouthAfrica,
  expectPlainPage,
  inspectionLinkFromOutbox,
  inspectionTextIds,
  main,
  shootMotor,
  takeInspectionPhotos,
  textClaimInspectionLink,
  unexpectedConsoleErrors,
} from './motor-helpers';
import {
  answer,
  answerExtrasAndFinance,
  answerInsuranceHistory,
  fillDriverAndOwner,
  fillVehicleIdentity,
} from './motor-wizard-helpers';
import { openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';
import { submitClaimForm } from './claim-helpers';

/**
 * Motor cover as an employee on the roster lives it, on a phone: register (Thabo, salary level M3) → the
 * wizard on the management scheme → a vehicle the guide does not list, typed in with its value → the
 * quote with the scheme's discount → the inspection link, the seven photos and the assessor's approval →
 * salary deduction (no bank details asked) → the driver's licence and the declaration → the policy →
 * an accident claim with the other party, the driver's licence, the speeds, the road and the weather.
 */

const suite = serverAndBrowserForThisFile();

const VIN = 'WVWZZZAWZPU012345';
const REGISTRATION = 'ND 456-789';

describe('motor cover for an employee', () => {
  it('insures a car on the management scheme, paid from salary, and makes an accident claim', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    const shoot = (name: string) => shootMotor(page, `employee-${name}`);
    await registerEmployee(page, suite.server.baseUrl);

    // 1. The scheme of the salary level, and a vehicle typed in with its value.
    await page.goto('/employee/motor/register');
    await page.getByRole('heading', { level: 1, name: 'Insure your vehicle' }).waitFor();
    const schemes = page.getByRole('radiogroup', { name: 'Your scheme' });
    await schemes.waitFor();
    expect(await schemes.getByRole('radio').count()).toBe(1);
    await schemes.getByRole('radio', { name: 'Management scheme' }).check();
    await page.getByRole('checkbox', { name: 'The vehicle is not listed: I will give its value' }).check();
    await byLabel(page, 'Make').fill('Volkswagen');
    await byLabel(page, 'Model').fill('Polo 1.0 TSI Life');
    await byLabel(page, 'Year made').selectOption('2023');
    await byLabel(page, 'Value of the vehicle').fill('285000');
    await fillVehicleIdentity(page, {
      registration: REGISTRATION,
      vin: VIN,
      engineNumber: 'DKL123456',
      colour: 'Silver',
      odometer: '31500',
      registrationYear: '2023',
      registrationMonth: 'August',
    });
    await answer(page, 'What is the vehicle used for?', 'Private use (including to and from work)').check();
    await answer(page, 'Do you need this vehicle to do your job?', 'Yes').check();
    await expectPlainPage(page);
    await shoot('wizard-vehicle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2–3. Driver and owner, history and extras.
    await fillDriverAndOwner(page, {
      street: '3 Protea Road',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await main(page).getByRole('form', { name: 'History and extras' }).waitFor();
    await answerInsuranceHistory(page);
    await answer(page, 'Does the vehicle have extras or accessories you want covered?', 'No').check();
    await answerExtrasAndFinance(page);
    await shoot('wizard-history');
    await page.getByRole('button', { name: 'See my quote' }).click();

    // 4. The quote on the management scheme, with its discount.
    const quote = main(page).getByRole('region', { name: 'Your quote' });
    await quote.getByTestId('motor-premium').waitFor({ timeout: 15_000 });
    const premiumDigits = ((await quote.getByTestId('motor-premium').textContent()) ?? '').replace(/\D/g, '');
    await quote.getByText('Management scheme', { exact: true }).waitFor();
    await quote.getByText(/Management scheme.*less a month \(10%\)/).waitFor();
    await quote.getByRole('table', { name: 'Excess per claim' }).waitFor();
    await expectPlainPage(page);
    await shoot('wizard-quote');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    // 5. The inspection: texted to the employee's own mobile, photos taken, approved by the assessor.
    await main(page).getByRole('region', { name: 'Your vehicle’s inspection' }).waitFor();
    await expect
      .poll(() => byLabel(page, 'Mobile number for the link').inputValue(), { timeout: 10_000 })
      .toBe('082 100 0001');
    const earlierTexts = await inspectionTextIds(suite.server.baseUrl);
    await page.getByRole('button', { name: 'Text me the inspection link' }).click();
    await main(page).getByTestId('inspection-link-sent').filter({ hasText: 'ending in 0001' }).waitFor();
    const link = await inspectionLinkFromOutbox(suite.server.baseUrl, earlierTexts);
    await takeInspectionPhotos(suite.browser, suite.server.baseUrl, link, 'employee');
    await approveInspection(suite.server.baseUrl, VIN);
    await page.reload();
    await main(page)
      .getByTestId('inspection-status')
      .filter({ hasText: 'Approved' })
      .waitFor({ timeout: 15_000 });
    await shoot('wizard-inspection');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 6. Paid from the salary: no bank details are asked.
    await main(page).getByRole('form', { name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: 'Deduct from my salary' }).check();
    expect(await byLabel(page, 'Account number').count()).toBe(0);
    await main(page).getByText('Your premium is deducted from your Telkom salary each month.').waitFor();
    await page.getByRole('button', { name: 'Same as where the vehicle is kept' }).click();
    expect(await byLabel(page, 'City or town').inputValue()).toBe('Durban');
    await expectPlainPage(page);
    await shoot('wizard-banking');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 7. The driver's licence and the declaration: no debit order consent, the salary deduction's with
    // the premium a month instead.
    const declaration = main(page).getByRole('form', { name: 'Documents and declaration' });
    await declaration.waitFor();
    await declaration.getByText('Deducted from your salary').waitFor();
    await attachDriversLicence(declaration);
    const deduction = /^I authorise Telkom to deduct R\s.+ a month from my salary for this cover\.$/;
    await declaration.getByRole('checkbox', { name: deduction }).waitFor();
    const deductionText = (await declaration.getByText(deduction).textContent()) ?? '';
    expect(deductionText.replace(/\D/g, '')).toBe(premiumDigits);
    const consents = await declaration.getByRole('checkbox').all();
    expect(consents).toHaveLength(3);
    for (const consent of consents) await consent.check();
    await expectPlainPage(page);
    await shoot('wizard-declaration');
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await main(page).getByRole('heading', { name: 'You’re covered' }).waitFor({ timeout: 15_000 });
    expect(await main(page).getByTestId('new-policy-number').textContent()).toMatch(/^MOT-\d{4}-\d+$/);

    // The policy: the scheme, the vehicle, paid from the salary.
    await page.waitForURL(/\/employee\/motor\/policies\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await main(page)
      .getByText(/MOT-\d{4}-\d+/)
      .first()
      .waitFor();
    await main(page).getByText(VIN, { exact: true }).waitFor();
    await main(page).getByText('Management scheme').first().waitFor();
    await main(page)
      .getByText(/salary/i)
      .first()
      .waitFor();
    await main(page).getByRole('table', { name: 'Excess per claim type' }).waitFor();
    await expectPlainPage(page);
    await shoot('policy');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // An accident claim with the accident's details.
    await main(page).getByRole('link', { name: 'Make a claim' }).click();
    await page.waitForURL(/\/employee\/motor\/claims\/new\?policyId=/);
    await page.getByRole('radio', { name: 'Accident scratches & dents' }).check();
    await main(page)
      .getByRole('status', { name: 'Excess for this claim' })
      .getByText(/^Excess for accident scratches & dents: R/)
      .waitFor();
    await byLabel(page, 'Date it happened').fill(saDayToday());
    await byLabel(page, 'Time it happened').fill(thisMinuteInSouthAfrica());
    await byLabel(page, 'Street address where it happened').fill('Corner of Smith and West Street');
    await byLabel(page, 'Suburb or town').fill('Durban Central');
    await byLabel(page, 'Province').selectOption({ label: 'KwaZulu-Natal' });
    await byLabel(page, 'Tell us what happened').fill(
      'A car reversed out of a parking bay into the side of my car.',
    );
    await byLabel(page, 'Repair quote amount (R)').fill('18500');
    await byLabel(page, 'Mobile number for the inspection link').fill('082 100 0001');
    await answer(page, 'Was another vehicle involved?', 'Yes').check();
    await byLabel(page, 'Other driver’s full name').fill('Sipho Ndlovu');
    await byLabel(page, 'Other driver’s mobile number').fill('083 222 3344');
    await byLabel(page, 'Other vehicle’s registration number').fill('NU 12345');
    await byLabel(page, 'Other driver’s insurer (optional)').fill('Santam');
    await byLabel(page, 'Other vehicle’s speed (km/h, optional)').fill('15');
    await answer(page, 'Were you driving?', 'Yes').check();
    await byLabel(page, 'Driving licence number').fill('405800012ABC');
    await byLabel(page, 'Licence code').selectOption({ label: 'B: light motor vehicle' });
    await byLabel(page, 'Date the licence was first issued').fill('2008-06-15');
    await byLabel(page, 'Your speed (km/h)').fill('10');
    await byLabel(page, 'The road').selectOption({ label: 'Dry' });
    await byLabel(page, 'The weather and light').selectOption({ label: 'Clear' });
    await answer(page, 'Was anyone injured?', 'No').check();
    await byLabel(page, 'Bank').selectOption({ label: 'FNB' });
    await byLabel(page, 'Account holder name').fill('Thabo Mokoena');
    await byLabel(page, 'Account number').fill('62012345678');
    await byLabel(page, 'Account type').selectOption({ label: 'Cheque' });
    await main(page)
      .getByLabel(/^Photos of the damage/)
      .setInputFiles({ name: 'dent.png', mimeType: 'image/png', buffer: smallPng() });
    await main(page)
      .getByLabel(/^Repair quote \(/)
      .setInputFiles({ name: 'repair-quote.pdf', mimeType: 'application/pdf', buffer: smallPdf('Quote') });
    await main(page)
      .getByLabel(/^Copy of the driver’s licence/)
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: smallPdf('Licence') });
    await main(page)
      .getByRole('checkbox', { name: /I confirm that what I said is true/ })
      .check();
    const claimNumber = await submitClaimForm(page, shoot);
    expect(await textClaimInspectionLink(page, suite.server.baseUrl, '0001')).toMatch(/^\/inspection#t=/);
    await expectPlainPage(page);
    await shoot('claim-submitted');
    await main(page).getByRole('link', { name: 'View the claim' }).click();
    await page.waitForURL(/\/employee\/motor\/claims\/[0-9a-f-]{36}$/);
    await main(page).getByText(claimNumber).first().waitFor();
    await main(page)
      .getByText(/Sipho Ndlovu/)
      .first()
      .waitFor();
    await main(page).getByText('NU 12345').first().waitFor();
    await expectPlainPage(page);
    await shoot('claim');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  }, 300_000);
});
