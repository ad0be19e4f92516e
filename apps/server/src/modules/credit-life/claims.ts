/**
 * The credit life claims of a line (phones, vehicles): the death or the permanent disability of the person
 * responsible for the finance, with the documents each needs. The claimed life is the policy's covered
 * member; the amount claimed is the amount insured (it settles the outstanding balance); no claim on a life
 * whose earlier claim stands in the way (same-life-claims.ts).
 */
import {
  CREDIT_LIFE_CLAIM_DOCUMENT_KINDS,
  CREDIT_LIFE_CLAIM_EVENTS,
  CREDIT_LIFE_CLAIM_MESSAGES,
  creditLifeClaimFactsShape,
  creditLifeClaimSubmitInputSchema,
  creditLifeDeathEvent,
  formatLongDate,
  isCreditLifeDeathInFuture,
  requiredCreditLifeClaimDocuments,
} from '@cover/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { policyMembers, type ClaimRow } from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import {
  appendClaimEvent,
  defineClaimType,
  insertClaim,
  nextClaimNumber,
  type ClaimAt,
  type LineClaims,
} from '../claims/index.js';
import { getPolicyForPrincipal } from '../insurance-core/ownership.js';
import { payoutAccountFor, payoutColumns } from '../claims/payout-account.js';
import type { CreditLifeLine } from './line.js';
import { refuseEventBeforeCover } from '../claims/cover-start.js';
import { refuseEventInLapseGap } from '../claims/lapse-gap.js';
import { refuseEventAfterCoverEnded } from '../claims/cover-end.js';
import { refuseSecondClaimOnLife } from '../claims/same-life-claims.js';

export const CREDIT_LIFE_CLAIM_RULES = {
  policyNotInForce: 'This policy was not in force on that date',
  inFuture: 'The date cannot be in the future',
} as const;

export const creditLifeClaimDetailsSchema = z.object({
  ...creditLifeClaimFactsShape,
  description: z.string().nullable(),
});
type Details = z.infer<typeof creditLifeClaimDetailsSchema>;

const facts = (details: Details) => {
  const { description: _description, ...shown } = details;
  return shown;
};

const refuse = (status: number, code: string, message: string, field?: string) =>
  new AppError(status, code, message, field ? { [field]: message } : undefined);

export function creditLifeClaims(line: CreditLifeLine): LineClaims {
  const types = CREDIT_LIFE_CLAIM_EVENTS.map(({ value, label: event }) =>
    defineClaimType<Details>({
      line: line.key,
      type: `credit_life_${value}`,
      details: creditLifeClaimDetailsSchema,
      documentKinds: CREDIT_LIFE_CLAIM_DOCUMENT_KINDS,
      requiredDocuments: (details) => requiredCreditLifeClaimDocuments(details.claimEvent),
      label: `Credit life: ${event.toLowerCase()}`,
      viewFacts: (_claim, details) => facts(details),
      replyFacts: (_claim, details) => facts(details),
    }),
  );

  async function create(
    db: Database,
    principal: UserPrincipal,
    raw: unknown,
    at: ClaimAt,
  ): Promise<ClaimRow> {
    const input = creditLifeClaimSubmitInputSchema.parse(raw);
    const policy = await getPolicyForPrincipal(db, principal, input.policyId, line.key);
    const data = line.dataOf(policy);
    const [member] = await db
      .select()
      .from(policyMembers)
      .where(eq(policyMembers.policyId, policy.id))
      .for('update');
    if (!member || member.idNumber !== input.idNumber)
      throw refuse(
        422,
        'NOT_THE_RESPONSIBLE_PERSON',
        CREDIT_LIFE_CLAIM_MESSAGES.notResponsiblePerson,
        'idNumber',
      );
    const type = `credit_life_${input.claimEvent}`;
    await refuseSecondClaimOnLife(
      db,
      { policyId: policy.id, memberId: member.id, idNumbers: [member.idNumber], type },
      'idNumber',
    );
    // the day and the optional time of death are South African; with a time the death is placed to the
    // minute (not in the future, not before the instant cover started), without one only its day counts
    if (isCreditLifeDeathInFuture(input, at.now))
      throw refuse(422, 'CLAIM_INVALID', CREDIT_LIFE_CLAIM_RULES.inFuture, 'dateOfDeath');
    refuseEventBeforeCover(policy, creditLifeDeathEvent(input), 'dateOfDeath', at.now, 'POLICY_NOT_IN_FORCE');
    // a cancelled or lapsed credit life takes a death up to the last day it covered, that day named otherwise
    refuseEventAfterCoverEnded(policy, input.dateOfDeath, 'dateOfDeath', {
      code: 'POLICY_NOT_IN_FORCE',
      message: CREDIT_LIFE_CLAIM_RULES.policyNotInForce,
    });
    refuseEventInLapseGap(policy, input.dateOfDeath, 'dateOfDeath');
    const details: Details = {
      claimEvent: input.claimEvent,
      fullName: input.fullName,
      idNumber: input.idNumber,
      dateOfDeath: input.dateOfDeath,
      timeOfDeath: input.timeOfDeath ?? null,
      placeOfDeath: input.placeOfDeath ?? null,
      deathAnAccident: input.deathAnAccident,
      description: input.description ?? null,
      financedItem: data.financedItem,
    };
    const claim = await insertClaim(db, {
      claimNumber: await nextClaimNumber(db, at.now),
      line: line.key,
      type,
      policyId: policy.id,
      policyHolderId: policy.policyHolderId,
      memberId: member.id,
      details: creditLifeClaimDetailsSchema.parse(details),
      claimant: { ...input.claimant, email: null },
      ...payoutColumns(await payoutAccountFor(db, policy, input.bankDetails)),
      requestedAmountCents: data.totalAmountInsured,
      coverAmountCents: data.totalAmountInsured,
      claimStatus: 'open',
      approvalStatus: 'pending',
      coverStatusAtSubmit: policy.balance > 0 ? 'GRACE' : 'ACTIVE',
      createdAt: at.now,
      updatedAt: at.now,
    });
    const event =
      CREDIT_LIFE_CLAIM_EVENTS.find((entry) => entry.value === input.claimEvent)?.label ?? input.claimEvent;
    await appendClaimEvent(db, {
      claimId: claim.id,
      type: 'claim.submitted',
      summary: `Claim ${claim.claimNumber} submitted: ${event.toLowerCase()} of ${input.fullName} on ${formatLongDate(input.dateOfDeath)}`,
      data: { policyId: policy.id, memberId: member.id, claimEvent: input.claimEvent },
      actor: at.actor,
      at: at.now,
    });
    return claim;
  }

  return { line: line.key, types, create };
}
