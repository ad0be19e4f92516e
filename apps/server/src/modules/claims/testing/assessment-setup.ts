/**
 * Test support for back-office assessment: a claims harness with a customer and their funeral policy, signed-in
 * back-office accounts (an assessor, a supervisor) and an operator without back-office access, and helpers to
 * call the back office, complete a claim's documents and read what the customer sees and is sent.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll, expect } from 'vitest';
import { events, outboxMessages } from '../../../db/schema/index.js';
import { OPERATOR_SESSION_COOKIE } from '../../../platform/auth/operator-session.js';
import { formData, samplePdf } from '../../../platform/uploads/testing.js';
import { coverSince, PAST_WAITING_PERIOD_MONTHS } from './cover-history.js';
import { createOperatorAccount } from '../../operator/accounts.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from './harness.js';

const PASSWORD = 'Assess#Claims2026';

export interface AssessmentSetup {
  harness: ClaimsHarness;
  owner: Customer;
  policy: Policy;
  /** Session cookies: the assessor (Thandi Mokoena), the supervisor (Pieter van Wyk), an operator only. */
  assessor: string;
  supervisor: string;
  operatorOnly: string;
}

/**
 * Starts the harness before the file's tests (and closes it after them). The setup's values are there once the
 * tests run; the helpers can be destructured right away.
 */
export function useAssessmentSetup() {
  const setup = {} as AssessmentSetup;

  async function login(name: string, roles: string[], address: string, displayName = name): Promise<string> {
    await createOperatorAccount(
      setup.harness.app.db,
      { name, displayName, roles, password: PASSWORD },
      { hashParams: { N: 1024, r: 8, p: 1 } },
    );
    const response = await setup.harness.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      payload: { name, pass: PASSWORD },
      remoteAddress: address,
    });
    const cookie = response.cookies.find((entry) => entry.name === OPERATOR_SESSION_COOKIE);
    if (!cookie) throw new Error(`login failed: ${response.body}`);
    return cookie.value;
  }

  beforeAll(async () => {
    setup.harness = await startClaimsHarness();
    setup.owner = await createCustomer(setup.harness, 1);
    setup.policy = await issueFuneralPolicy(setup.harness, setup.owner);
    setup.assessor = await login('assessor', ['backoffice'], '10.9.0.1', 'Thandi Mokoena');
    setup.supervisor = await login('supervisor', ['backoffice'], '10.9.0.2', 'Pieter van Wyk');
    setup.operatorOnly = await login('counter', ['operator'], '10.9.0.3');
  }, 60_000);
  afterAll(() => setup.harness.close());

  const backoffice = (
    cookie: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    setup.harness.app.inject({
      method,
      url,
      cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
      ...(payload ? { payload } : {}),
    });

  async function completeDocuments(claimId: string, customer = setup.owner) {
    for (const kind of ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form']) {
      const response = await setup.harness.call(customer, {
        method: 'POST',
        url: '/api/retail/funeral/policy/uploadDocuments',
        payload: formData({ claimId, kind }, [
          { field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) },
        ]),
      });
      expect(response.statusCode).toBe(201);
    }
  }

  const customerView = async (claimId: string, customer = setup.owner) =>
    (
      await setup.harness.call(customer, {
        method: 'GET',
        url: `/api/retail/funeral/claims/getClaimByID?claimId=${claimId}`,
      })
    ).json();

  /** The email the customer was sent for the claim's `type` event (from the outbox). */
  async function emailFor(claimId: string, type: string): Promise<string> {
    const [event] = await setup.harness.app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, claimId), eq(events.type, type)));
    if (!event) throw new Error(`no ${type} event`);
    const [email] = await setup.harness.app.db
      .select()
      .from(outboxMessages)
      .where(and(like(outboxMessages.dedupeKey, `${event.id}:%`), eq(outboxMessages.channel, 'email')));
    return email?.text ?? '';
  }

  let customers = 1;
  /**
   * A claim of `amount` on a new customer's policy with its documents in, and its assessment steps' path. The
   * policy has covered its lives for 7 months, so the natural death is past the waiting period and the whole
   * amount may be paid.
   */
  async function assessableClaim(amount: number) {
    customers += 1;
    const customer = await createCustomer(setup.harness, customers);
    const policy = await issueFuneralPolicy(setup.harness, customer, customers);
    await coverSince(setup.harness.app.db, policy.policyId, PAST_WAITING_PERIOD_MONTHS);
    const claim = await submitClaimViaApi(setup.harness, customer, claimInput(policy, customer, { amount }));
    await completeDocuments(claim.claimId, customer);
    return {
      claimId: claim.claimId,
      customer,
      path: (step: string) => `/api/backoffice/claims/${claim.claimId}/${step}`,
    };
  }

  /** The assessor recommends, then the supervisor confirms: the confirmation's response. */
  async function recommendThenConfirm(
    path: (step: string) => string,
    recommendation: Record<string, unknown>,
    confirmation: Record<string, unknown>,
  ) {
    await backoffice(setup.assessor, 'POST', path('recommend'), recommendation);
    return backoffice(setup.supervisor, 'POST', path('confirm'), confirmation);
  }

  return {
    setup,
    backoffice,
    completeDocuments,
    customerView,
    emailFor,
    assessableClaim,
    recommendThenConfirm,
  };
}
