/**
 * The motor claim decision suites' setup (motor-total-loss.test.ts, motor-financed-payout.test.ts): the motor
 * claims app with the back office and the customer notices, an assessor and a supervisor, and a new retail
 * customer's insured vehicle with a claim made on it and every document in.
 */
import type { MotorClaimType } from '@cover/domain';
import { requiredMotorClaimDocuments } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { formData, samplePdf } from '../../../platform/uploads/testing.js';
import { claimsModule } from '../../claims/index.js';
import { callAs, saId, TestClock, userWithHolder } from '../../insurance-core/testing/line-fixtures.js';
import { notificationsModule } from '../../notifications/index.js';
import { operatorModule } from '../../operator/index.js';
import { operatorSession } from '../../operator/testing/staff-sessions.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
  type MotorPolicyOptions,
} from './claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;

/**
 * The suite's app and staff (set before the tests run: read them in a beforeAll) and its claims, whose
 * customers' ID numbers start at `birthYear` (two digits, one a customer after it).
 */
export function claimDecisionSuite(birthYear: number) {
  let holders = 0;
  const suite = {
    app: undefined as unknown as FastifyInstance,
    assessor: '',
    supervisor: '',
    /** A new customer's insured vehicle (with `options`) with a claim of `type` made on it, every document in. */
    async claimedWithDocuments(type: MotorClaimType, options: MotorPolicyOptions = {}) {
      const { app } = suite;
      holders += 1;
      const user = await userWithHolder(app, 'retail', saId(`${birthYear + holders}0505${5000 + holders}08`));
      const { policy } = await insuredVehicle(app, user, options);
      const submitted = await callAs(app, user, 'POST', paths.submitClaim.path, {
        body: motorClaimInput(policy.id, type),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const claimId = submitted.json().claimId as string;
      for (const kind of requiredMotorClaimDocuments(type)) {
        const uploaded = await app.inject({
          method: 'POST',
          url: paths.uploadDocuments.path,
          headers: { authorization: `Bearer ${user.token}` },
          payload: formData({ claimId, kind }, [
            { field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) },
          ]),
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
      }
      return { user, policy, claimId, claimNumber: submitted.json().claimNumber as string };
    },
  };

  beforeAll(async () => {
    suite.app = await buildMotorClaimsApp(new TestClock(new Date()).now, [
      operatorModule,
      claimsModule,
      notificationsModule,
    ]);
    suite.assessor = await operatorSession(suite.app, ['backoffice'], 'Motor Assessor');
    suite.supervisor = await operatorSession(suite.app, ['backoffice'], 'Motor Supervisor');
  }, 60_000);
  afterAll(async () => {
    await suite.app.close();
  });

  return suite;
}
