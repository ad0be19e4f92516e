/**
 * Issuing a policy from an APPROVED application: a policy number, the start date, the cooling-off end,
 * the natural-death waiting period end, the first billing date; members and beneficiaries are copied;
 * the application becomes ACTIVE and version 1 of the policy is announced.
 */
import {
  coolingOffEndsOn,
  nextBillingDate,
  waitingPeriodEndsOn,
  type BeneficiaryInput,
  type PolicyTerm,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import { policies, type ApplicationRow, type PolicyRow } from '../../db/schema/index.js';
import { transitionApplication } from './applications.js';
import { appendEvent } from './events.js';
import { replaceBeneficiaries, syncMembers, type MemberSnapshot } from './members.js';
import { nextPolicyNumber } from './policy-number.js';
import type { PolicyChanges } from './version-events.js';

export interface IssuePolicyInput {
  application: ApplicationRow;
  /** e.g. 'FUN' */
  numberPrefix: string;
  term: PolicyTerm;
  naturalDeathWaitingMonths: number;
  startDate: string;
  coverType: string;
  coverOption: string;
  module: Record<string, unknown>;
  details: Record<string, unknown>;
  members: readonly MemberSnapshot[];
  beneficiaries: readonly BeneficiaryInput[];
  now: Date;
  actor: string;
}

export async function issuePolicy(
  db: Database,
  input: IssuePolicyInput,
  changes: PolicyChanges,
): Promise<PolicyRow> {
  const { application, now, startDate } = input;
  const billingDay = application.billingDay ?? 31;
  const policyNumber = await nextPolicyNumber(db, input.numberPrefix, now);
  const [policy] = await db
    .insert(policies)
    .values({
      policyNumber,
      line: application.line,
      applicationId: application.id,
      policyHolderId: application.policyHolderId,
      packageName: application.packageName,
      channel: application.channel,
      status: 'ACTIVE',
      coverType: input.coverType,
      coverOption: input.coverOption,
      sumAssured: application.sumAssured,
      basePremium: application.basePremium,
      monthlyPremium: application.monthlyPremium,
      rateTableVersion: application.rateTableVersion,
      module: input.module,
      details: input.details,
      billingDay,
      nextBillingDate: application.monthlyPremium > 0 ? nextBillingDate(billingDay, startDate) : null,
      startDate,
      coolingOffEndsOn: coolingOffEndsOn(startDate, input.term),
      naturalDeathWaitingEndsOn: waitingPeriodEndsOn(startDate, 'natural', input.naturalDeathWaitingMonths),
      paymentMethodId: application.paymentMethodId,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!policy) throw new Error('policy was not stored');
  await syncMembers(db, policy.id, input.members, { today: startDate, now });
  await replaceBeneficiaries(db, policy.id, input.beneficiaries, now);
  await transitionApplication(db, application, 'ACTIVE', {
    now,
    actor: input.actor,
    summary: `Policy ${policyNumber} issued`,
    changes: { policyId: policy.id },
  });
  await appendEvent(db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.issued',
    summary: `Policy ${policyNumber} issued, cover starts ${startDate}`,
    data: { version: 1, premium: policy.monthlyPremium, applicationId: application.id },
    actor: input.actor,
    at: now,
  });
  changes.record({ policyId: policy.id, policyNumber, version: 1, cause: 'issued' });
  return policy;
}
