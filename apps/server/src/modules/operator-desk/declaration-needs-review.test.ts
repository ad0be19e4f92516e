/**
 * An application an operator made is accepted only on its review page (the link's /employee/accept): the
 * wizard's declaration refuses it (409) while the employee has not accepted it there, so no client skips
 * what the operator declared, who did what and "Something is wrong" (QA walk 13, finding 1).
 */
import { MOTOR_PATHS, motorApplicationReplySchema, ON_BEHALF_MESSAGES } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { saDay } from '@cover/domain';
import type { MotorQuotePackage } from '@cover/domain/motor';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { motorRegistration } from '../motor/testing/fixtures.js';
import { CONSENTS, acceptanceSuite } from './testing/acceptance-suite.js';
import {
  asOperator,
  desk,
  deskApplication,
  deskUpload,
  employeeAccount,
  latestAcceptanceToken,
  type TestOperator,
} from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { sentApplication, accept, applicationRow } = suite;
let app: FastifyInstance;
let operator: TestOperator;
let valuationId: string;
beforeAll(() => {
  ({ app, operator, valuationId } = suite.current());
});

describe('the wizard’s declaration of an application an operator made', () => {
  it('is refused (409) until the employee accepts it on its review page, which still accepts it', async () => {
    // the employee accepted a first application, so the holder is theirs and the wizard reaches the second
    const first = await sentApplication();
    const user = await employeeAccount(app, first.employee);
    expect((await accept(user, await latestAcceptanceToken(app, first.employee.cellphone))).statusCode).toBe(
      200,
    );
    const second = await deskApplication(app, operator, first.employee, valuationId);
    const applicationId = second.reply.application.applicationId;
    expect((await deskUpload(app, operator, applicationId)).statusCode).toBe(201);
    const sent = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
      body: { applicationId },
    });
    expect(sent.statusCode).toBe(200);

    const declared = await callAs(app, user, 'POST', MOTOR_PATHS.employee.applicationDeclaration.path, {
      body: { applicationId, consents: CONSENTS },
      idempotencyKey: 'wizard-declaration-1',
    });
    expect(declared.statusCode).toBe(409);
    expect(declared.json().error).toMatchObject({
      code: 'ACCEPT_ON_REVIEW_PAGE',
      message: ON_BEHALF_MESSAGES.acceptOnReviewPage,
    });
    const row = await applicationRow(applicationId);
    expect(row?.status).toBe('PENDING');
    expect(row?.declarationAcceptedAt).toBeNull();

    // nor can the wizard change what the operator declared before the employee reviewed it
    const altered = await callAs(app, user, 'POST', MOTOR_PATHS.employee.createApplication.path, {
      body: {
        ...motorRegistration(
          { quotePackageId: row?.quotePackageId ?? '' } as MotorQuotePackage,
          { vin: 'AHTKB3CD502345678', registration: 'CA 555-123' },
          second.preInspectionId,
          { effectiveDate: saDay(new Date()) },
        ),
        applicationId,
      },
      idempotencyKey: 'wizard-alteration-1',
    });
    expect(altered.statusCode, altered.body).toBe(409);
    expect(altered.json().error.code).toBe('ACCEPT_ON_REVIEW_PAGE');
    expect((await applicationRow(applicationId))?.updatedAt).toEqual(row?.updatedAt);

    const accepted = await accept(user, await latestAcceptanceToken(app, first.employee.cellphone));
    expect(accepted.statusCode).toBe(200);
    const reply = motorApplicationReplySchema.parse(accepted.json());
    expect(reply.application.applicationId).toBe(applicationId);
    expect((await applicationRow(applicationId))?.declarationAcceptedAt).not.toBeNull();
  });
});
