/**
 * Issuing a policy from an APPROVED application of `line`: a policy number with the line's prefix, the
 * start date, the cooling-off end of the line's term, the first billing date and the line's own facts;
 * members and beneficiaries are copied; the application becomes ACTIVE and version 1 is announced.
 */
import { coolingOffEndsOn, formatLongDate, nextBillingDate, type BeneficiaryInput } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { policies, type ApplicationRow, type PolicyRow } from '../../db/schema/index.js';
import { transitionApplication } from './applications.js';
import { appendEvent } from './events.js';
import { lineDataFor, type ProductLine } from './lines.js';
import { replaceBeneficiaries, syncMembers, type MemberSnapshot } from './members.js';
import { nextPolicyNumber } from './record-numbers.js';
import type { PolicyChanges } from './version-events.js';

export interface IssuePolicyInput<Data extends Record<string, unknown>> {
  line: ProductLine<Data>;
  application: ApplicationRow;
  startDate: string;
  /** the line's own policy facts */
  lineData: Data;
  module: Record<string, unknown>;
  details: Record<string, unknown>;
  members: readonly MemberSnapshot[];
  beneficiaries: readonly BeneficiaryInput[];
  now: Date;
  actor: string;
}

export async function issuePolicy<Data extends Record<string, unknown>>(
  db: Database,
  input: IssuePolicyInput<Data>,
  changes: PolicyChanges,
): Promise<PolicyRow> {
  const { application, line, now, startDate } = input;
  if (application.line !== line.key)
    throw new Error(`a ${application.line} application issued as ${line.key}`);
  const billingDay = application.billingDay ?? 31;
  const policyNumber = await nextPolicyNumber(db, line.numberPrefix, now);
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
      sumAssured: application.sumAssured,
      basePremium: application.basePremium,
      monthlyPremium: application.monthlyPremium,
      rateTableVersion: application.rateTableVersion,
      module: input.module,
      details: input.details,
      lineData: lineDataFor(line, input.lineData),
      billingDay,
      nextBillingDate: application.monthlyPremium > 0 ? nextBillingDate(billingDay, startDate) : null,
      startDate,
      coolingOffEndsOn: coolingOffEndsOn(startDate, line.term),
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
    summary: `Policy ${policyNumber} issued, cover starts ${formatLongDate(startDate)}`,
    data: { version: 1, premium: policy.monthlyPremium, applicationId: application.id },
    actor: input.actor,
    at: now,
  });
  changes.record({ policyId: policy.id, policyNumber, version: 1, cause: 'issued' });
  return policy;
}
