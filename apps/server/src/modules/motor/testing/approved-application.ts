/**
 * An APPROVED application of a retail customer, made straight through the insurance core for tests that
 * issue policies themselves (insured-vehicle.ts, linked-credit-life.ts): its quote package, the application
 * and its approval.
 */
import type { ApplicationRow } from '../../../db/schema/index.js';
import type { Database } from '../../../db/client.js';
import { insertApplication, transitionApplication } from '../../insurance-core/applications.js';
import { insertQuotePackage } from '../../insurance-core/quote-packages.js';
import type { TestUser } from '../../insurance-core/testing/line-fixtures.js';

export interface TestApplication {
  line: string;
  packageName: string;
  /** cents */
  sumAssured: number;
  basePremium: number;
  monthlyPremium: number;
  rateTableVersion: string;
  /** the day it was quoted */
  quotedOn: string;
  billingDay: number;
  input?: Record<string, unknown>;
  quote?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

export async function approvedApplication(
  db: Database,
  user: TestUser,
  application: TestApplication,
  now: Date,
): Promise<ApplicationRow> {
  const at = { now, actor: `${user.audience}:${user.sub}` };
  const { line, packageName, sumAssured, basePremium, monthlyPremium, rateTableVersion } = application;
  const quote = application.quote ?? {};
  const quotePackage = await insertQuotePackage(db, {
    line,
    packageName,
    channel: 'retail',
    owner: { pool: user.audience, sub: user.sub },
    input: application.input ?? {},
    quote,
    sumAssured,
    basePremium,
    suggestedPremium: monthlyPremium,
    billingFrequency: 'MONTHLY',
    rateTableVersion,
    quotedOn: application.quotedOn,
    expiresAt: new Date(now.getTime() + 7 * 86_400_000),
    now,
  });
  const pending = await insertApplication(
    db,
    {
      line,
      quotePackageId: quotePackage.id,
      policyHolderId: user.policyHolderId,
      packageName,
      channel: 'retail',
      billingDay: application.billingDay,
      sumAssured,
      basePremium,
      monthlyPremium,
      rateTableVersion,
      quote,
      details: application.details ?? {},
    },
    at,
  );
  return transitionApplication(db, pending, 'APPROVED', { ...at, summary: 'Approved' });
}
