/**
 * What the manual-underwriting route suites share (docs/decisions/0025): a funeral app with the operator and
 * back-office modules on a test clock, three customers, three staff sessions, the routes' URLs and the
 * helpers that refer an application, read it as the customer and store a document on a record.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath } from '@cover/domain';
import { applicationListReplySchema, FUNERAL_PATHS } from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { operatorSession } from '../../motor/pre-inspection/testing/fixtures.js';
import { operatorModule } from '../../operator/index.js';
import {
  buildFuneralApp,
  callAs,
  familyApplication,
  familyQuote,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../funeral/testing/fixtures.js';
import { applyFor, quoteFor } from '../../funeral/testing/flows.js';
import { documents } from '../../../db/schema/index.js';
import { newBlobKey } from '../../../platform/blob-store/index.js';
import { createBackofficeModule } from '../index.js';
import type { AppModule } from '../../index.js';

/** A 1×1 transparent PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export const list = BACKOFFICE_APPLICATION_PATHS.list;
export const detailUrl = (applicationId: string) =>
  fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId });
export const decideUrl = (applicationId: string) =>
  fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId });

export interface UnderwritingSuite {
  app: FastifyInstance;
  clock: TestClock;
  /** a 61-year-old retail customer, whose funeral expenses cover is referred */
  older: TestUser;
  /** a younger retail customer, whose applications are issued at once */
  young: TestUser;
  employee: TestUser;
  /** back-office sessions: 'Underwriter One' and 'Approver Two' */
  underwriter: string;
  approver: string;
  /** an operator session without the back-office role */
  plainOperator: string;
}

/**
 * Builds the suite in the file's `beforeAll` and closes its app in `afterAll`; the returned object is filled
 * in once the hook has run. `extraModules` join the app (e.g. the notifications, to read what customers are told).
 */
export function useUnderwritingSuite(extraModules: readonly AppModule[] = []): UnderwritingSuite {
  const suite = { clock: new TestClock(START) } as UnderwritingSuite;
  beforeAll(async () => {
    const { clock } = suite;
    const app = await buildFuneralApp(clock, [
      operatorModule,
      createBackofficeModule({ now: clock.now }),
      ...extraModules,
    ]);
    suite.app = app;
    suite.older = await userWithHolder(app, 'retail', saId('640505500908'));
    suite.young = await userWithHolder(app, 'retail', saId('900101500908'));
    suite.employee = await userWithHolder(app, 'employee', saId('880101500908'));
    suite.underwriter = await operatorSession(app, ['backoffice'], 'Underwriter One');
    suite.approver = await operatorSession(app, ['backoffice'], 'Approver Two');
    suite.plainOperator = await operatorSession(app, ['operator']);
  }, 60_000);
  afterAll(() => suite.app.close());
  return suite;
}

/** A 61-year-old main member with R70 000 funeral expenses cover: referred at the declaration. */
export async function referredApplication({ app, older }: UnderwritingSuite) {
  const quote = await quoteFor(
    app,
    older,
    familyQuote(older.idNumber, { coverType: 'Funeral expenses cover', coverOption: 'E' }),
  );
  return applyFor(app, older, familyApplication(quote.quotePackageId));
}

export async function customerApplication({ app, older }: UnderwritingSuite, applicationId: string) {
  const response = await callAs(app, older, 'GET', FUNERAL_PATHS.retail.getApplicationByPolicyHolder.path);
  const found = applicationListReplySchema
    .parse(response.json())
    .data.find((application) => application.applicationId === applicationId);
  if (!found) throw new Error('application not in the customer list');
  return { found, body: response.body };
}

/** A document stored on a record as an upload would store it: the bytes in the blob store, the row beside. */
export async function storeDocument(
  { app }: UnderwritingSuite,
  owner: { applicationId?: string; policyId?: string },
  holderId: string,
) {
  const blobKey = newBlobKey('documents');
  await app.blobStore.put(blobKey, PNG, 'image/png');
  const [row] = await app.db
    .insert(documents)
    .values({
      line: 'funeral',
      policyHolderId: holderId,
      ...owner,
      kind: 'purchase_proof',
      fileName: 'invoice.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
      blobKey,
      description: 'Proof of purchase',
      createdBy: 'retail:test',
    })
    .returning();
  if (!row) throw new Error('document not stored');
  return row;
}
