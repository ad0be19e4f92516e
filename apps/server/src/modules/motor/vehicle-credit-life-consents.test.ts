/**
 * Vehicle credit life taken in the motor wizard asks the credit life's own consents at the declaration (QA
 * walk 7 finding 2), as credit life taken on its own and the phone's wizard do: its terms and the check of the
 * finance with the credit provider (the standalone's texts). Refused without them (422 at their fields,
 * nothing approved), recorded with the other consents (their text and version); a motor application without
 * credit life is neither asked for them nor records them.
 */
import { CREDIT_LIFE_CONSENT_TEXT_VERSION, CREDIT_LIFE_CONSENT_TEXTS } from '@cover/domain';
import { MOTOR_PATHS, MOTOR_REGISTRATION_MESSAGES, motorApplicationReplySchema } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { declareFinanced, financedApplication } from './testing/credit-life-fixtures.js';
import {
  buildMotorApp,
  DECLARATION,
  inspection,
  motorQuote,
  motorQuoteInput,
  newVehicleIdentity,
  registerMotor,
  seedValuations,
} from './testing/fixtures.js';

const motor = MOTOR_PATHS.retail;
let app: FastifyInstance;
let valuationId: string;
let alice: TestUser;

beforeAll(async () => {
  const clock = new TestClock(new Date());
  app = await buildMotorApp(clock);
  valuationId = (await seedValuations(app)).corolla.id;
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
});
afterAll(async () => {
  await app.close();
});

async function financedWithCreditLife() {
  const { response } = await financedApplication(app, valuationId, alice, 'APPROVED');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().application.applicationId as string;
}

describe('the motor declaration with vehicle credit life', () => {
  it('is refused without the credit check and the credit life terms, at their fields, nothing approved', async () => {
    const applicationId = await financedWithCreditLife();
    const refused = await declareFinanced(app, alice, applicationId, DECLARATION);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.fields).toMatchObject({
      'consents.creditCheck': MOTOR_REGISTRATION_MESSAGES.consent,
      'consents.creditLifeTerms': MOTOR_REGISTRATION_MESSAGES.consent,
    });
    const partly = await declareFinanced(app, alice, applicationId, { ...DECLARATION, creditCheck: true });
    expect(partly.statusCode, partly.body).toBe(422);
    expect(Object.keys(partly.json().error.fields)).toEqual(['consents.creditLifeTerms']);
    const view = await callAs(app, alice, 'GET', motor.getApplicationbyApplicationId.path, {
      query: { applicationId },
    });
    expect(view.json()).toMatchObject({ status: 'PENDING', policyNumber: null });
    expect(view.json().module.creditLife).toMatchObject({ status: 'PENDING', policyId: null });
  });

  it('records them with the other consents, with the credit life’s texts and their version', async () => {
    const applicationId = await financedWithCreditLife();
    const declared = await declareFinanced(app, alice, applicationId, {
      ...DECLARATION,
      creditCheck: true,
      creditLifeTerms: true,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const { application, policy } = motorApplicationReplySchema.parse(declared.json());
    expect(policy?.policyNumber).toMatch(/^MOT-/);
    expect(application.module.consents.map((consent) => consent.key).sort()).toEqual([
      'creditCheck',
      'creditLifeTerms',
      'debitOrder',
      'popiaAndTcf',
      'terms',
    ]);
    expect(application.module.consents.find((consent) => consent.key === 'creditCheck')).toMatchObject({
      text: CREDIT_LIFE_CONSENT_TEXTS.creditCheck,
      textVersion: CREDIT_LIFE_CONSENT_TEXT_VERSION,
    });
    expect(application.module.consents.find((consent) => consent.key === 'creditLifeTerms')).toMatchObject({
      text: CREDIT_LIFE_CONSENT_TEXTS.terms,
      textVersion: CREDIT_LIFE_CONSENT_TEXT_VERSION,
    });
  });
});

describe('the motor declaration without credit life', () => {
  it('asks neither and records neither', async () => {
    const identity = newVehicleIdentity();
    const preInspectionId = await inspection(app, alice, identity, 'APPROVED');
    const quote = await motorQuote(app, alice, motorQuoteInput(valuationId));
    const declared = await registerMotor(app, alice, quote, identity, preInspectionId);
    const keys = declared.application.module.consents.map((consent) => consent.key);
    expect(keys).not.toContain('creditCheck');
    expect(keys).not.toContain('creditLifeTerms');
  });
});
