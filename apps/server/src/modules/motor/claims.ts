/**
 * The motor line's claims (spec 001 §3 "Motor claim forms", §9): STOLEN, HIJACKED, GLASS, ACCESSORIES,
 * ACCIDENT_SCRATCHES_DENTS and TOWING, each a claim type with its documents and the excess of its type on
 * this vehicle. The claimed vehicle is the claim's insured item. Theft and hijacking claim the sum insured,
 * and while one is open on a vehicle no other claim can be made on it. A claim reported more than 48 hours
 * after the incident must say why. The claimant is the policy holder. Damage inspected from photos (glass,
 * accessories, accident) has its inspection link texted on submission, by the use case of
 * claims/sendClaimInspectionSms, and the claim cannot be approved until those photos are in. A stolen or
 * hijacked vehicle's approved claim ends its cover (claims/total-loss.ts, docs/decisions/0041).
 */
import {
  amountWithinExcessProblem,
  formatLongDate,
  formatRand,
  MOTOR_CLAIM_TYPES,
  type MotorClaimType,
  type PolicyHolder,
} from '@cover/domain';
import {
  isIncidentInFuture,
  isLateMotorClaimNotice,
  isMotorTheftClaim,
  MOTOR_CLAIM_DOCUMENT_KINDS,
  MOTOR_CLAIM_MESSAGES,
  MOTOR_LINE,
  motorClaimNeedsInspection,
  motorClaimSubmitInputSchema,
  requiredMotorClaimDocuments,
  type MotorClaimSubmitInput,
} from '@cover/domain/motor';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { ClaimRow, PolicyRow } from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import {
  appendClaimEvent,
  defineClaimType,
  findOpenClaimsForItems,
  getClaimForPrincipal,
  insertItemClaim,
  type ClaimAt,
  type ClaimSubmission,
  type LineClaims,
} from '../claims/index.js';
import { listInsuredItems } from '../insurance-core/insured-items.js';
import { getPolicyForPrincipal, holderOf } from '../insurance-core/ownership.js';
import {
  incidentPlace,
  motorClaimDetailsSchema,
  motorClaimFacts,
  type MotorClaimDetails,
} from './claim-details.js';
import { claimedVehicleKey, vehicleFinancierOf } from './claim-financier.js';
import { MOTOR, motorDataOf } from './line.js';
import { endCreditLifeOfSettledLoan } from '../claims/loan-settled.js';
import { endCoverAtTotalLoss, type TotalLossOf } from '../claims/total-loss.js';
import { VEHICLE_CREDIT_LIFE } from './credit-life-line.js';
import {
  closeInspectionOfDecidedClaim,
  motorClaimApprovalBlocker,
  sendMotorClaimInspectionSms,
} from './claim-inspection.js';
import type { PreInspectionCallDeps } from './pre-inspection/index.js';
import { PolicyChanges } from '../insurance-core/version-events.js';
import { refuseEventBeforeCover } from '../claims/cover-start.js';
import { refuseEventAfterCoverEnded } from '../claims/cover-end.js';
import { refuseEventInLapseGap } from '../claims/lapse-gap.js';
import { motorClaimTypeKey } from './claim-type-key.js';

/** The `type` column of theft and hijacking claims. */
const THEFT_TYPE_KEYS = MOTOR_CLAIM_TYPES.filter((type) => isMotorTheftClaim(type.value)).map((type) =>
  motorClaimTypeKey(type.value),
);

const MOTOR_CLAIM_TYPE_DEFINITIONS = MOTOR_CLAIM_TYPES.map(({ value, label }) =>
  defineClaimType<MotorClaimDetails>({
    line: MOTOR_LINE,
    type: motorClaimTypeKey(value),
    details: motorClaimDetailsSchema,
    documentKinds: MOTOR_CLAIM_DOCUMENT_KINDS,
    requiredDocuments: (details) => requiredMotorClaimDocuments(details.claimType),
    label,
    viewFacts: (_claim, details) => motorClaimFacts(details),
    replyFacts: (_claim, details) => ({
      ...motorClaimFacts(details),
      // the caller gave this number just now; views show its ending only
      inspectionLinkSentTo: details.inspection ? details.inspectionMobile : null,
    }),
    excess: (details) => details.excess,
    approvalBlocker: motorClaimApprovalBlocker,
  }),
);

/** The excesses the rating engine wrote on the policy's module: one amount (cents) per claim type. */
const policyExcessesSchema = z
  .array(z.looseObject({ claimType: z.string(), amount: z.number().int().min(0) }))
  .catch([]);

export function excessOf(policy: Pick<PolicyRow, 'module'>, type: MotorClaimType): number {
  const excesses = policyExcessesSchema.parse(policy.module.excesses ?? []);
  return excesses.find((entry) => entry.claimType === type)?.amount ?? 0;
}

const refuse = (status: number, code: string, message: string, field?: string) =>
  new AppError(status, code, message, field ? { [field]: message } : undefined);

/**
 * The incident in time: not in the future, not before the cover started nor after it ended (a cancelled or
 * lapsed policy), and explained when reported late.
 */
function checkIncidentTiming(input: MotorClaimSubmitInput, policy: PolicyRow, now: Date): boolean {
  if (isIncidentInFuture(input, now))
    throw refuse(422, 'CLAIM_INVALID', MOTOR_CLAIM_MESSAGES.incidentInFuture, 'incident_date');
  // a cancelled or lapsed policy takes an incident up to the last day it covered
  refuseEventAfterCoverEnded(policy, input.incident_date, 'incident_date', {
    code: 'POLICY_NOT_ACTIVE',
    message: MOTOR_CLAIM_MESSAGES.policyNotActive,
  });
  refuseEventBeforeCover(
    policy,
    { date: input.incident_date, time: input.incident_time },
    'incident_date',
    now,
  );
  refuseEventInLapseGap(policy, input.incident_date, 'incident_date');
  const late = isLateMotorClaimNotice(input, now);
  if (late && !input.incident_delay_reason)
    throw refuse(422, 'CLAIM_INVALID', MOTOR_CLAIM_MESSAGES.delayReasonRequired, 'incident_delay_reason');
  return late;
}

function detailsOf(
  input: MotorClaimSubmitInput,
  facts: { reportedLate: boolean; excess: number; vehicle: string },
): MotorClaimDetails {
  return motorClaimDetailsSchema.parse({
    claimType: input.claimType,
    incident_date: input.incident_date,
    incident_time: input.incident_time,
    incident_address: input.incident_address,
    incident_suburb: input.incident_suburb,
    incident_province: input.incident_province,
    incident_delay_reason: input.incident_delay_reason ?? null,
    reportedLate: facts.reportedLate,
    description: input.description,
    policeStation: input.policeStation ?? null,
    sapsCaseNumber: input.sapsCaseNumber ?? null,
    policeReferenceNumber: input.policeReferenceNumber ?? null,
    policeOfficer: input.policeOfficer ?? null,
    excess: facts.excess,
    vehicle: facts.vehicle,
    accident: input.claimType === 'ACCIDENT_SCRATCHES_DENTS' ? input.accident : null,
    // only the types whose damage is inspected have the number
    inspectionMobile: 'claimInspectionPhoneNumber' in input ? input.claimInspectionPhoneNumber : null,
    inspection: null,
  });
}

/**
 * A claim on the caller's own motor policy (404 for anyone else's, nothing stored): the incident not in
 * the future nor outside the cover (before it started, after a cancelled or lapsed policy's last day), a reason when reported after 48 hours, no theft or hijacking
 * claim open on the vehicle (409), an amount not above the sum insured (theft and hijacking claim it). The
 * excess of the type is recorded with it and stated in its event.
 */
async function insertMotorClaim(
  db: Database,
  principal: UserPrincipal,
  rawInput: unknown,
  at: ClaimAt,
): Promise<{ claim: ClaimRow; holder: PolicyHolder; claimType: MotorClaimType }> {
  const input = motorClaimSubmitInputSchema.parse(rawInput);
  const policy = await getPolicyForPrincipal(db, principal, input.policyId, MOTOR_LINE);
  const data = motorDataOf(policy);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`claim:${data.insuredItemId}`}))`);
  const reportedLate = checkIncidentTiming(input, policy, at.now);
  const open = await findOpenClaimsForItems(db, [data.insuredItemId]);
  if (open.some((claim) => THEFT_TYPE_KEYS.includes(claim.type)))
    throw refuse(409, 'CLAIM_OPEN', MOTOR_CLAIM_MESSAGES.theftClaimOpen);
  const item = (await listInsuredItems(db, [policy.id])).find((entry) => entry.id === data.insuredItemId);
  if (!item) throw new Error(`motor policy ${policy.id} has no insured vehicle`);
  const amount = 'amount' in input ? input.amount : item.insuredValue;
  if (amount > item.insuredValue)
    throw refuse(422, 'CLAIM_INVALID', MOTOR_CLAIM_MESSAGES.amountAboveSumInsured, 'amount');
  const excess = excessOf(policy, input.claimType);
  // at or below the excess nothing would be paid (the device line's rule, shared: amountWithinExcessProblem)
  const withinExcess =
    'amount' in input ? amountWithinExcessProblem(MOTOR_CLAIM_MESSAGES.amountWhat, amount, excess) : null;
  if (withinExcess) throw refuse(422, 'CLAIM_INVALID', withinExcess, 'amount');
  const holder = await holderOf(db, principal);
  if (!holder) throw new Error('a policy owner without a policy holder');
  const details = detailsOf(input, { reportedLate, excess, vehicle: item.description });
  const claim = await insertItemClaim(db, {
    line: MOTOR_LINE,
    type: motorClaimTypeKey(input.claimType),
    policy,
    item,
    details: details,
    holder,
    bankDetails: input.bankDetails,
    amount: amount,
    now: at.now,
  });
  const label = motorClaimFacts(details).claimTypeLabel.toLowerCase();
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.submitted',
    summary:
      `Claim ${claim.claimNumber} submitted: ${label} of ${item.description} on ` +
      `${formatLongDate(input.incident_date)} at ${input.incident_time} in ${incidentPlace(details)}, ` +
      `${formatRand(amount)} claimed, excess ${formatRand(excess)}` +
      (reportedLate ? ', reported more than 48 hours after the incident' : ''),
    data: {
      policyId: policy.id,
      insuredItemId: item.id,
      amount,
      excess,
      claimType: input.claimType,
      reportedLate,
    },
    actor: at.actor,
    at: at.now,
  });
  return { claim, holder, claimType: input.claimType };
}

/**
 * The claim made (insertMotorClaim) and, for damage inspected from photos, its inspection link texted to the
 * claim's inspection number in the same transaction by the use case of claims/sendClaimInspectionSms (the
 * text leaves once the submission has committed). Returns the claim as stored, its inspection recorded.
 */
async function createMotorClaim(
  deps: PreInspectionCallDeps,
  db: Database,
  principal: UserPrincipal,
  rawInput: unknown,
  at: ClaimAt,
  submission?: ClaimSubmission,
): Promise<ClaimRow> {
  const { claim, holder, claimType } = await insertMotorClaim(db, principal, rawInput, at);
  if (!submission || !motorClaimNeedsInspection(claimType)) return claim;
  await sendMotorClaimInspectionSms(
    {
      db,
      now: at.now,
      principal,
      holder,
      changes: new PolicyChanges(),
      origin: submission.origin,
      afterCommit: submission.afterCommit,
    },
    // to the claim's inspection number
    { claimId: claim.id, mobile: undefined },
    deps,
  );
  return getClaimForPrincipal(db, principal, claim.id, { line: MOTOR_LINE });
}

/** A stolen or hijacked vehicle is gone: its claim is one of total loss; damage and towing are not. */
const THEFT_LOSSES: Readonly<Record<string, 'stolen' | 'hijacked'>> = {
  [motorClaimTypeKey('STOLEN')]: 'stolen',
  [motorClaimTypeKey('HIJACKED')]: 'hijacked',
};
const stolenVehicle: TotalLossOf = (claim) => {
  const loss = THEFT_LOSSES[claim.type];
  return loss ? { item: 'vehicle', loss } : null;
};
const endCoverOfStolenVehicle = endCoverAtTotalLoss(MOTOR, stolenVehicle);
const endCreditLifeOfPaidOffLoan = endCreditLifeOfSettledLoan(VEHICLE_CREDIT_LIFE, stolenVehicle, {
  financedItemOf: claimedVehicleKey,
});

/**
 * The motor line's claims: its six types, claims made with the inspection link texted (`deps`), and on a
 * decision both follow-ups in turn: a repudiated claim's inspection closed, and a stolen or hijacked
 * vehicle's approved claim ending its cover; once such a claim's payout settled the vehicle's loan, the
 * vehicle credit life on it ends.
 */
export const motorClaims = (deps: PreInspectionCallDeps): LineClaims => ({
  line: MOTOR_LINE,
  types: MOTOR_CLAIM_TYPE_DEFINITIONS,
  create: (db, principal, input, at, submission) =>
    createMotorClaim(deps, db, principal, input, at, submission),
  decided: async (tx, claim, at) => {
    await closeInspectionOfDecidedClaim(tx, claim, at);
    await endCoverOfStolenVehicle(tx, claim, at);
  },
  totalLoss: stolenVehicle,
  // the bank of a financed vehicle, paid the loan's settlement first (docs/decisions/0043)
  financierOf: vehicleFinancierOf,
  // a vehicle credit life taken on its own on the claimed vehicle, found by its VIN
  financedItemOf: claimedVehicleKey,
  // once that settlement is paid, the vehicle credit life on the loan ends (docs/decisions/0045)
  paidOut: endCreditLifeOfPaidOffLoan,
});
