/**
 * An employee's motor cover paid by salary deduction asks the deduction consent as a debit order asks its own
 * (QA H7 finding 28, as the phone's does): refused without it (422 on consents.salaryDeduction), stored with
 * the other consents with the amount a month (the vehicle credit life's taken with it included); a debit
 * order application is not asked for it.
 */
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import {
  motorApplicationReplySchema,
  type MotorApplication,
  type MotorRegistrationDraft,
} from '@cover/domain/motor';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, debitOrder, saId, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { creditLifeDetails, FINANCED } from './testing/credit-life-fixtures.js';
import {
  DECLARATION,
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  pathsOf,
  setSalaryLevel,
  uploadToMotorApplication,
} from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const suite = useMotorSuite();
let app: MotorSuite['app'];
let corollaId: string;
beforeAll(() => {
  app = suite.app;
  corollaId = suite.valuations.corolla.id;
});

const SALARY = { paymentMethod: { type: 'deduct_from_salary' as const }, billingDay: undefined };
let employees = 0;

/** A new employee's application (management scheme) with its documents in: ready to declare. */
async function employeeApplication(payment: Partial<MotorRegistrationDraft>, financed = false) {
  employees += 1;
  const employee = await userWithHolder(app, 'employee', saId(`81010${employees}500908`), {
    username: `0077${String(employees).padStart(4, '0')}`,
  });
  await setSalaryLevel(app, employee, 'M3');
  const identity = newVehicleIdentity();
  const preInspectionId = await inspection(app, employee, identity);
  const quote = await motorQuote(
    app,
    employee,
    motorQuoteInput(
      corollaId,
      financed ? { finance: { payingOffLoan: true, personFinancing: 'Thandi' } } : {},
    ),
  );
  const created = await callAs(app, employee, 'POST', pathsOf(employee).createApplication.path, {
    body: motorRegistration(quote, identity, preInspectionId, {
      ...payment,
      ...(financed ? { motorVehicleFinance: FINANCED, creditLifeDetails: creditLifeDetails(employee) } : {}),
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { application } = motorApplicationReplySchema.parse(created.json());
  for (const kind of financed ? ['drivers_licence', 'finance_agreement'] : ['drivers_licence']) {
    const upload = await uploadToMotorApplication(app, employee, application.applicationId, kind);
    expect(upload.statusCode, upload.body).toBe(201);
  }
  const declare = (consents: Record<string, boolean>) =>
    callAs(app, employee, 'POST', pathsOf(employee).applicationDeclaration.path, {
      body: { applicationId: application.applicationId, consents },
    });
  return { quote, application, declare };
}

const storedConsent = (application: MotorApplication, key: string) =>
  application.module.consents.find((consent) => consent.key === key);

describe('the salary deduction consent of motor cover', () => {
  it('is required: the declaration without it is refused at its field, and nothing is approved', async () => {
    const { declare } = await employeeApplication(SALARY);
    const refused = await declare({ terms: true, popiaAndTcf: true, salaryDeduction: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
    const omitted = await declare({ terms: true, popiaAndTcf: true, debitOrder: true });
    expect(omitted.statusCode).toBe(422);
    expect(omitted.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
  });

  it('is stored with the other consents, with the motor premium a month in rand', async () => {
    const { quote, declare } = await employeeApplication(SALARY);
    const accepted = await declare({ terms: true, popiaAndTcf: true, salaryDeduction: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { application, policy } = motorApplicationReplySchema.parse(accepted.json());
    expect(policy?.monthlyPremium).toBe(quote.suggestedPremium);
    expect(storedConsent(application, 'salaryDeduction')).toEqual({
      key: 'salaryDeduction',
      text: salaryDeductionConsentText(quote.suggestedPremium),
      textVersion: 'salary-deduction-2026-12',
      acceptedAt: expect.any(String),
    });
    expect(application.module.consents.map((consent) => consent.key).sort()).toEqual([
      'popiaAndTcf',
      'salaryDeduction',
      'terms',
    ]);
  });

  it('names the vehicle credit life premium with the motor premium when credit life is taken with it', async () => {
    const { quote, application, declare } = await employeeApplication(SALARY, true);
    // the balance plus 5 %: R1 102,50 a month, paid from the same salary
    expect(application.module.creditLife?.monthlyPremium).toBe(110_250);
    const accepted = await declare({
      terms: true,
      popiaAndTcf: true,
      salaryDeduction: true,
      creditCheck: true,
      creditLifeTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const declared = motorApplicationReplySchema.parse(accepted.json()).application;
    expect(storedConsent(declared, 'salaryDeduction')?.text).toBe(
      salaryDeductionConsentText(quote.suggestedPremium + 110_250),
    );
  });

  it('is not asked of a debit order: declared without it, and none is stored', async () => {
    const { declare } = await employeeApplication({ paymentMethod: debitOrder(), billingDay: 25 });
    const accepted = await declare({ ...DECLARATION, salaryDeduction: false });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { application } = motorApplicationReplySchema.parse(accepted.json());
    expect(storedConsent(application, 'salaryDeduction')).toBeUndefined();
    expect(storedConsent(application, 'debitOrder')).toBeDefined();
  });
});
