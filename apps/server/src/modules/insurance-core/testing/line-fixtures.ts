/**
 * Test support for every line's API: a movable clock, signed-in users with their own policy holders (an
 * employee on the roster when asked), calls with a bearer token, an app with the pool, policy holders and
 * the shared rooms plus the line modules under test, and payment and beneficiary payloads.
 */
import { saIdCheckDigit } from '@cover/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../../test/helpers.js';
import type { AppDeps } from '../../../app.js';
import { employees } from '../../../db/schema/index.js';
import { blobStorePlugin } from '../../../platform/blob-store/index.js';
import { notifierPlugin } from '../../../platform/notifier/plugin.js';
import { idpModule } from '../../idp/index.js';
import { policyHoldersModule } from '../../policy-holders/index.js';
import { createPolicyHolder } from '../../policy-holders/service.js';
import { signedInPoolUser } from '../../policy-holders/testing/pool-users.js';
import { claimLinesPlugin } from '../../claims/index.js';
import { scheduleSourcesPlugin } from '../../documents/index.js';
import type { AppModule } from '../../index.js';

export const saId = (first12: string) => `${first12}${saIdCheckDigit(first12)}`;

/** A clock the tests move; the funeral module reads it, the pool keeps real time for tokens. */
export class TestClock {
  private ms: number;
  constructor(start: Date) {
    this.ms = start.getTime();
  }
  readonly now = () => new Date(this.ms);
  advanceDays(days: number) {
    this.ms += days * 24 * 60 * 60 * 1000;
  }
  set(date: Date) {
    this.ms = date.getTime();
  }
}

/** 2 March 2026, 09:00 in Johannesburg (the same instant whatever zone the tests run in). */
export const START = new Date('2026-03-02T09:00:00+02:00');

export interface TestUser {
  audience: 'retail' | 'employee';
  sub: string;
  username: string;
  idNumber: string;
  token: string;
  policyHolderId: string;
}

let emailCounter = 0;

/** Signs a user up and in, and registers their own policy holder through the policy-holders service. */
export async function userWithHolder(
  app: FastifyInstance,
  audience: 'retail' | 'employee',
  idNumber: string,
  options: { username?: string; firstName?: string; rostered?: boolean } = {},
): Promise<TestUser> {
  emailCounter += 1;
  const email = `holder${emailCounter}@example.co.za`;
  const username = options.username ?? idNumber;
  const attributes: Record<string, string> & { email: string } =
    audience === 'employee' ? { email, 'custom:idNumber': idNumber } : { email };
  const user = await signedInPoolUser(app, audience, username, attributes);
  const holder = await createPolicyHolder(
    app.db,
    { audience, sub: user.sub, idNumber },
    {
      type: 'individual',
      id: { type: 'id', number: idNumber, country: 'ZA' },
      first_name: options.firstName ?? 'Thandi',
      last_name: 'Nkosi',
      email,
      cellphone: '0821234567',
    },
  );
  if (audience === 'employee' && options.rostered !== false)
    await app.db.insert(employees).values({
      salaryReferenceNumber: username,
      firstName: options.firstName ?? 'Thandi',
      lastName: 'Nkosi',
      idNumber,
      email,
      cellphone: '+27821234567',
      employeeType: 'permanent',
      salaryLevel: 'L5',
    });
  return {
    audience,
    sub: user.sub,
    username,
    idNumber,
    token: user.accessToken,
    policyHolderId: holder.policyHolderId,
  };
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  idempotencyKey?: string;
}

export function callAs(
  app: FastifyInstance,
  user: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${user.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const request: InjectOptions = { method, url, headers };
  if (options.query)
    request.query = Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]));
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** LINE_TEST_LOG=1 (or FUNERAL_TEST_LOG=1) prints server errors (with stacks) while debugging a failing test. */
export async function buildLineApp(
  lineModules: readonly AppModule[],
  deps: Pick<Partial<AppDeps>, 'startJobs'> = {},
): Promise<FastifyInstance> {
  const debug = process.env.LINE_TEST_LOG ?? process.env.FUNERAL_TEST_LOG;
  return buildTestApp(
    {
      SEED_DEMO_DATA: false,
      ...(debug ? { LOG_LEVEL: 'error' as const, NODE_ENV: 'development' as const } : {}),
    },
    {
      modules: [
        notifierPlugin,
        idpModule,
        policyHoldersModule,
        blobStorePlugin,
        scheduleSourcesPlugin,
        claimLinesPlugin,
        ...lineModules,
      ],
      ...deps,
    },
  );
}

export const debitOrder = (accountNumber = '62123456789') => ({
  type: 'debit_order' as const,
  bankName: 'FNB',
  branchCode: '250655',
  accountHolderName: 'Thandi Nkosi',
  accountNumber,
  accountType: 'cheque' as const,
});

export const beneficiaries = [
  { relation: 'spouse' as const, firstName: 'Sipho', lastName: 'Nkosi', percentage: 60 },
  { relation: 'child' as const, firstName: 'Lerato', lastName: 'Nkosi', percentage: 40 },
];
