/**
 * An app for motor claims tests: the shared rooms and the motor claims calls of the retail and employee
 * families (the claims calls and the claim inspection SMS), at the paths the tests find them.
 */
import { claimCallSpecs, pathFamily } from '@cover/domain';
import {
  MOTOR_CLAIM_CONTRACTS,
  MOTOR_LINE,
  MOTOR_PREFIXES,
  motorClaimInspectionSpecs,
} from '@cover/domain/motor';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppModule } from '../../index.js';
import { CLAIM_OPERATIONS, lineClaimRoutesOf, registerLineClaimRoutes } from '../../claims/index.js';
import type { Clock } from '../../insurance-core/clock.js';
import { registerLineCalls } from '../../insurance-core/line-calls.js';
import { buildLineApp } from '../../insurance-core/testing/line-fixtures.js';
import { motorClaimCalls } from '../claim-calls.js';
import { motorClaims } from '../claims.js';
import { preInspectionDepsOf } from '../pre-inspection/index.js';

/** The motor claims calls of a family, where the tests find them (the motor path map places them alike). */
export const motorClaimTestSpecs = {
  ...claimCallSpecs(MOTOR_CLAIM_CONTRACTS, {
    submitClaim: 'claims/claimSubmit',
    submitClaimByID: 'claims/submitClaimByID',
    getClaimByID: 'claims/getClaimByID',
    getClaims: 'claims/getClaims',
    getClaimsByPolicyId: 'claims/getClaimsByPolicyId',
    getClaimDocuments: 'claims/documents/get',
    uploadDocuments: 'claims/documents/upload',
    getDocument: 'documents/get',
  }),
  ...motorClaimInspectionSpecs,
};

export const MOTOR_CLAIM_TEST_PATHS = {
  retail: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.retail.prefix, 'retail', motorClaimTestSpecs),
  employee: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.employee.prefix, 'employee', motorClaimTestSpecs),
} as const;

const downloadPath = (family: 'retail' | 'employee') =>
  `${MOTOR_PREFIXES[family].prefix}/documents/:documentId/download`;

/** The motor claims of the retail and employee families: the claims calls and the inspection SMS. */
export function motorClaimsTestModule(clock: Clock): AppModule {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.claimLines.register(motorClaims(preInspectionDepsOf(app)));
    const families = ['retail', 'employee'] as const;
    registerLineClaimRoutes(
      app,
      lineClaimRoutesOf({
        tags: ['motor claims'],
        routes: families.flatMap((family) =>
          Object.entries(MOTOR_CLAIM_TEST_PATHS[family]).map(([name, route]) => ({ family, name, route })),
        ),
        operations: CLAIM_OPERATIONS,
        downloadUrl: (family) => (documentId) =>
          downloadPath(family as 'retail' | 'employee').replace(':documentId', documentId),
        withDocuments: [],
        downloads: families.map((family) => ({
          line: MOTOR_LINE,
          path: downloadPath(family),
          audience: family,
        })),
      }),
    );
    registerLineCalls(
      app,
      families.flatMap((family) =>
        motorClaimCalls(
          preInspectionDepsOf(app),
          family,
          MOTOR_CLAIM_TEST_PATHS[family].sendClaimInspectionSms,
        ),
      ),
      { clock, line: MOTOR_LINE },
    );
  };
  return fp(plugin, {
    name: 'motor-claims-test',
    dependencies: ['blob-store', 'claim-lines', 'notifier'],
    encapsulate: true,
  });
}

export const buildMotorClaimsApp = (clock: Clock, extraModules: readonly AppModule[] = []) =>
  buildLineApp([motorClaimsTestModule(clock), ...extraModules]);
