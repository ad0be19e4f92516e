import { describe, expect, it } from 'vitest';
import { field } from './accounts-helpers';
import { registerEmployee, type RosterEmployee } from './employee-customer';
import { byLabel } from './funeral-helpers';
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
  answerExtrasAndFinance,
  answerInsuranceHistory,
  fillDriverAndOwner,
  motorQuestions,
  fillVehicleIdentity,
} from './motor-wizard-helpers';
import { DESKTOP, openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

/**
 * The operator desk (issue 12): the demo operator finds Nomvula on the roster by her salary reference
 * number, registers her as a policy holder, registers her car with the motor wizard in operator mode, gets
 * the quote on her scheme, texts her the inspection link (she takes the photos, the assessor approves),
 * uploads her driver's licence and sends the application for her acceptance. Nomvula registers her own
 * account, opens the emailed link, sees what was done on her behalf and by whom, accepts the terms and the
 * POPIA/TCF consent, and is covered.
 */

const suite = serverAndBrowserForThisFile();

/** apps/server/src/seed/roster.ts: salary reference 01234567 is Nomvula Dlamini (salary level OP1). */
const NOMVULA: RosterEmployee = {
  salaryReference: '01234567',
  idNumber: '9208210456083',
  fullName: 'Nomvula Dlamini',
  email: 'nomvula.dlamini@employees.demo',
  username: 'nomvula.d',
  password: 'Empl0yee!Pass',
};
const VIN = 'AHTBB3CD001234567';
const REGISTRATION = 'GP 12 AB 34';
const ACCEPT_LINK = /\/employee\/accept#t=([A-Za-z0-9_-]{20,})/;

async function acceptLinkFromOutbox(baseUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/outbox`);
    const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
    const sent = messages.find(
      (message) => message.to.toLowerCase() === to.toLowerCase() && ACCEPT_LINK.test(message.text),
    );
    const token = sent?.text.match(ACCEPT_LINK)?.[1];
    if (token) return `/employee/accept#t=${token}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no acceptance link was sent to ${to}`);
}

describe('the operator desk', () => {
  it('registers a rostered employee and her vehicle, and she accepts before cover starts', async () => {
    const desk = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const page = desk.page;
    const shoot = (name: string) => shootMotor(page, `operator-${name}`);

    // Sign in at the desk.
    await page.goto('/operator/sign-in');
    await field(page, 'Username').fill('operator');
    await field(page, 'Password').fill('Operator#2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/operator$/);

    // Find the employee on the roster; a number nobody has is refused with a plain message.
    const finder = main(page).getByRole('form', { name: 'Find an employee' });
    await finder.getByRole('textbox', { name: 'Salary reference number' }).fill('99999999');
    await finder.getByRole('button', { name: 'Find employee' }).click();
    await main(page)
      .getByText(/No employee on the roster matches/)
      .first()
      .waitFor();
    await finder.getByRole('textbox', { name: 'Salary reference number' }).fill(NOMVULA.salaryReference);
    await finder.getByRole('button', { name: 'Find employee' }).click();
    const employee = main(page).getByRole('region', { name: 'The employee' });
    await employee.getByText(NOMVULA.fullName).first().waitFor();
    await expect
      .poll(() => employee.getByTestId('holder-status').textContent())
      .toMatch(/Not a policy holder/);
    expect(await main(page).getByText(NOMVULA.idNumber).count()).toBe(0);
    await expectPlainPage(page);
    await shoot('desk-found');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Register as policy holder' }).click();
    await employee.getByRole('link', { name: 'Register a vehicle' }).waitFor();
    await expect
      .poll(() => employee.getByTestId('holder-status').textContent())
      .toMatch(/registered by an operator/);
    await shoot('desk-registered');

    // The motor wizard in operator mode: the vehicle, the driver and owner, history, the quote.
    await employee.getByRole('link', { name: 'Register a vehicle' }).click();
    await page.waitForURL(/\/operator\/motor\/register/);
    const schemes = page.getByRole('radiogroup', { name: /scheme/i });
    await schemes.waitFor();
    await schemes.getByRole('radio').first().check();
    await page.getByRole('checkbox', { name: /not listed/ }).check();
    await byLabel(page, 'Make').fill('Toyota');
    await byLabel(page, 'Model').fill('Corolla Cross 1.8 XS');
    await byLabel(page, 'Year made').selectOption('2022');
    await byLabel(page, 'Value of the vehicle').fill('345000');
    await fillVehicleIdentity(page, {
      registration: REGISTRATION,
      vin: VIN,
      engineNumber: '2ZR4567890',
      colour: 'White',
      odometer: '42100',
      registrationYear: '2022',
      registrationMonth: 'March',
    });
    await answer(page, 'What is the vehicle used for?', 'Private use (including to and from work)').check();
    // The operator is asked about the employee, by her first name.
    const about = NOMVULA.fullName.split(' ')[0];
    await answer(page, motorQuestions(about).essential, 'No').check();
    await shoot('wizard-vehicle');
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillDriverAndOwner(
      page,
      {
        street: '14 Jacaranda Street',
        city: 'Pretoria',
        province: 'Gauteng',
        postalCode: '0181',
      },
      about,
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await main(page).getByRole('form', { name: 'History and extras' }).waitFor();
    await answerInsuranceHistory(page, about);
    await answer(page, motorQuestions(about).extras, 'No').check();
    await answerExtrasAndFinance(page, about);
    // The quote too is hers, as the operator reads it.
    await page.getByRole('button', { name: 'See the quote' }).click();
    const quote = main(page).getByRole('region', { name: `${about}’s quote` });
    await quote.getByTestId('motor-premium').waitFor({ timeout: 15_000 });
    await quote.getByText(`${about}’s premium a month`).waitFor();
    await expectPlainPage(page);
    await shoot('wizard-quote');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue with this quote' }).click();

    // The inspection link goes to the employee's own cellphone; she takes the photos; the assessor approves.
    await main(page).getByRole('region', { name: 'The vehicle’s inspection' }).waitFor();
    const earlierTexts = await inspectionTextIds(suite.server.baseUrl);
    await page.getByRole('button', { name: 'Text the employee the inspection link' }).click();
    await main(page).getByTestId('inspection-link-sent').filter({ hasText: 'ending in 0002' }).waitFor();
    await shoot('wizard-inspection');
    const link = await inspectionLinkFromOutbox(suite.server.baseUrl, earlierTexts);
    await takeInspectionPhotos(suite.browser, suite.server.baseUrl, link, 'operator');
    await approveInspection(suite.server.baseUrl, VIN);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Paid from her salary; no bank details.
    await main(page).getByRole('form', { name: 'Payment' }).waitFor();
    expect(await byLabel(page, 'Account number').count()).toBe(0);
    await page.getByRole('button', { name: 'Same as where the vehicle is kept' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Her driver's licence, then the application goes to her for acceptance.
    const send = main(page).getByRole('form', { name: 'Documents and sending' });
    await send.waitFor();
    await attachDriversLicence(send);
    await send.getByText(/authorises the deduction from their salary/).waitFor();
    for (const box of await send.getByRole('checkbox').all()) await box.check();
    await expectPlainPage(page);
    await shoot('wizard-send');
    await page.getByRole('button', { name: 'Send to the employee for acceptance' }).click();
    await page.waitForURL(/\/operator\/applications\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await main(page).getByTestId('acceptance-status').waitFor();
    expect(await main(page).getByTestId('acceptance-status').textContent()).toBe(
      'Waiting for the employee to accept',
    );
    expect(await main(page).getByText(/claim/i).count()).toBe(0);
    await expectPlainPage(page);
    await shoot('application');

    // The desk's list of its applications.
    await page.goto('/operator/applications');
    await main(page).getByText(NOMVULA.fullName).first().waitFor();
    await shoot('applications');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedConsoleErrors(desk.consoleErrors)).toEqual([]);
    await desk.context.close();

    // Nomvula, on her phone: her own account, the emailed link, what was done and by whom, her consent.
    const own = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    const phone = own.page;
    await registerEmployee(phone, suite.server.baseUrl, NOMVULA);
    await phone.goto(await acceptLinkFromOutbox(suite.server.baseUrl, NOMVULA.email));
    await phone.getByRole('heading', { level: 1, name: 'Review and accept your application' }).waitFor();
    await main(phone)
      .getByText(/Demo Operator|operator/i)
      .first()
      .waitFor();
    await main(phone).getByText(REGISTRATION).first().waitFor();
    expect(phone.url()).not.toContain('#t=');
    await expectPlainPage(phone);
    await shootMotor(phone, 'operator-employee-review');
    const form = main(phone).getByRole('form', { name: 'Your acceptance' });
    // paid from her salary: she authorises the deduction, with what it takes a month
    await form
      .getByRole('checkbox', {
        name: /^I authorise Telkom to deduct R\s.+ a month from my salary for this cover\.$/,
      })
      .waitFor();
    await form.getByRole('button', { name: 'Accept and apply' }).click();
    expect(await form.getByText(/consent/i).count()).toBeGreaterThan(0);
    await form.getByText('Please tick to authorise the deduction from your salary').waitFor();
    for (const box of await form.getByRole('checkbox').all()) await box.check();
    await form.getByRole('button', { name: 'Accept and apply' }).click();
    await main(phone)
      .getByText(/You’re covered\. Your policy number is MOT-\d{4}-\d+\./)
      .waitFor({ timeout: 15_000 });
    await shootMotor(phone, 'operator-employee-accepted');
    await main(phone).getByRole('link', { name: 'Open my policy' }).click();
    await phone.waitForURL(/\/employee\/motor\/policies\/[0-9a-f-]{36}$/);
    await main(phone).getByText(VIN, { exact: true }).waitFor();
    await expectPlainPage(phone);
    await shootMotor(phone, 'operator-employee-policy');
    expect(unexpectedConsoleErrors(own.consoleErrors)).toEqual([]);
    await own.context.close();
  }, 300_000);
});
