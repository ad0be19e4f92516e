/**
 * Test support for vehicle credit life: its inputs (on its own, and the motor wizard's creditLifeDetails),
 * a financed motor application that takes it, its declaration, and a death claim.
 */
import { saDay } from '@cover/domain';
import { MOTOR_PATHS, type MotorRegistrationDraft } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import {
  beneficiaries,
  callAs,
  debitOrder,
  saId,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import {
  DECLARATION,
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  uploadToMotorApplication,
} from './fixtures.js';

const motor = MOTOR_PATHS.retail;

export const CREDIT_LIFE_CONSENTS = { creditCheck: true, terms: true, popia: true } as const;

/** R250 000 outstanding: R1 050 a month on the balance; the cap is R1 125. */
export const BALANCE = 25_000_000;

const person = (user: TestUser) => ({ firstName: 'Thandi', lastName: 'Nkosi', idNumber: user.idNumber });

/** createIndividualCreditLife on a Hilux (employees pay by salary deduction, retail by debit order). */
export const standaloneCreditLife = (user: TestUser, extra: Record<string, unknown> = {}) => ({
  vinNumber: newVehicleIdentity().vin,
  make: 'Toyota',
  model: 'Hilux 2.4 GD-6',
  manufacturingYear: 2022,
  registrationNumber: 'ND 123-456',
  outstandingBalance: BALANCE,
  additionalPercentage: 0,
  personResponsibleForFinancing: person(user),
  beneficiariesDetails: beneficiaries,
  paymentMethod: user.audience === 'employee' ? { type: 'deduct_from_salary' } : debitOrder(),
  ...(user.audience === 'employee' ? {} : { billingDay: 25 }),
  ...extra,
});

/** The motor wizard's creditLifeDetails: the balance plus 5 % (R1 102.50 a month). */
export const creditLifeDetails = (user: TestUser, extra: Record<string, unknown> = {}) => ({
  currentScreen: 2,
  outstandingBalance: BALANCE,
  addtionalPercentage: 5,
  totalAmountInsured: 26_250_000,
  personResponsibleForFinancing: person(user),
  beneficiariesDetails: beneficiaries,
  ...extra,
});

export const FINANCED = {
  isPayingCarLoan: true,
  creditProvider: 'WesBank',
  responsiblePerson: 'Thandi Nkosi',
  optForTelkomCreditLife: true,
} as const;

/**
 * A financed Corolla registered with vehicle credit life (created, not declared): the reply and the body
 * it was made with (to alter it).
 */
export async function financedApplication(
  app: FastifyInstance,
  valuationId: string,
  user: TestUser,
  status: 'APPROVED' | 'SUBMITTED',
  extra: Partial<MotorRegistrationDraft> = {},
) {
  const identity = newVehicleIdentity();
  const preInspectionId = await inspection(app, user, identity, status);
  const quote = await motorQuote(
    app,
    user,
    motorQuoteInput(valuationId, { finance: { payingOffLoan: true, personFinancing: 'Thandi' } }),
  );
  const body = motorRegistration(quote, identity, preInspectionId, {
    motorVehicleFinance: FINANCED,
    creditLifeDetails: creditLifeDetails(user),
    ...extra,
  });
  const response = await callAs(app, user, 'POST', motor.createApplication.path, { body });
  return { response, body };
}

/** The motor declaration's consents with vehicle credit life: its credit check and its terms too. */
export const DECLARATION_WITH_CREDIT_LIFE = {
  ...DECLARATION,
  creditCheck: true,
  creditLifeTerms: true,
} as const;

/** The driver's licence and the finance agreement uploaded, then the declaration. */
export async function declareFinanced(
  app: FastifyInstance,
  user: TestUser,
  applicationId: string,
  consents: Record<string, boolean> = DECLARATION_WITH_CREDIT_LIFE,
) {
  for (const kind of ['drivers_licence', 'finance_agreement']) {
    const upload = await uploadToMotorApplication(app, user, applicationId, kind);
    if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  }
  return callAs(app, user, 'POST', motor.applicationDeclaration.path, {
    body: { applicationId, consents },
  });
}

/** The death of the person responsible (the user), reported by the spouse. */
export const deathClaim = (policyId: string, user: TestUser, extra: Record<string, unknown> = {}) => ({
  policyId,
  claimEvent: 'death',
  fullName: 'Thandi Nkosi',
  idNumber: user.idNumber,
  dateOfDeath: saDay(new Date()),
  claimant: {
    firstName: 'Sipho',
    lastName: 'Nkosi',
    idNumber: saId('870303510108'),
    relation: 'spouse',
    mobile: '0821234567',
  },
  bankDetails: {
    bankName: 'fnb',
    accountHolderName: 'Sipho Nkosi',
    accountNumber: '62123456789',
    accountType: 'cheque',
  },
  ...extra,
});
