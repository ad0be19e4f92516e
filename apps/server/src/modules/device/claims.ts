/**
 * The device line's claims (spec 002 §3): SCREEN_DAMAGE, HARDWARE_DAMAGE, SOFTWARE_DAMAGE and LOST, each a
 * claim type with its documents (photos of the damage and a repair quote; for a lost phone an affidavit,
 * with the SAPS case number as a field) and the excess of its type on this phone. The claimed phone is the
 * claim's insured item; a phone has one open claim at a time. The claimant is the policy holder. A lost
 * phone's approved claim ends its cover (claims/total-loss.ts, docs/decisions/0041).
 */
import { DEVICE_CLAIM_TYPES, formatLongDate, formatRand, saDay, type DeviceClaimType } from '@cover/domain';
import {
  assessRepairQuote,
  DEVICE_CLAIM_DOCUMENT_KINDS,
  DEVICE_CLAIM_MESSAGES,
  DEVICE_LINE,
  deviceClaimSubmitInputSchema,
  requiredDeviceClaimDocuments,
  type DeviceQuote,
} from '@cover/domain/device';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { ClaimRow } from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import {
  appendClaimEvent,
  defineClaimType,
  findOpenClaimsForItems,
  insertItemClaim,
  type ClaimAt,
  type LineClaims,
} from '../claims/index.js';
import { listInsuredItems } from '../insurance-core/insured-items.js';
import { getPolicyForPrincipal, holderOf } from '../insurance-core/ownership.js';
import { endCoverAtTotalLoss, type TotalLossOf } from '../claims/total-loss.js';
import { DEVICE, deviceDataOf } from './line.js';
import { refuseEventBeforeCover } from '../claims/cover-start.js';
import { refuseEventAfterCoverEnded } from '../claims/cover-end.js';
import { refuseEventInLapseGap } from '../claims/lapse-gap.js';

export const DEVICE_CLAIM_RULE_MESSAGES = {
  policyNotActive: 'This policy is not active, so a claim cannot be made on it',
} as const;

const isoDayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const deviceClaimDetailsSchema = z.object({
  claimType: z.enum(DEVICE_CLAIM_TYPES.map((type) => type.value) as [DeviceClaimType, ...DeviceClaimType[]]),
  incidentDate: isoDayField,
  description: z.string(),
  sapsCaseNumber: z.string().nullable(),
  policeStation: z.string().nullable(),
  excess: z.number().int(),
  device: z.string(),
  /** the repair quote given (null for a lost phone, and on claims made before it was kept) */
  repairQuote: z.number().int().nullable().default(null),
});
export type DeviceClaimDetails = z.infer<typeof deviceClaimDetailsSchema>;

export const deviceClaimTypeKey = (type: DeviceClaimType) => `device_${type.toLowerCase()}`;

const facts = (details: DeviceClaimDetails) => ({
  ...details,
  claimTypeLabel:
    DEVICE_CLAIM_TYPES.find((type) => type.value === details.claimType)?.label ?? details.claimType,
});

const DEVICE_CLAIM_TYPE_DEFINITIONS = DEVICE_CLAIM_TYPES.map(({ value, label }) =>
  defineClaimType<DeviceClaimDetails>({
    line: DEVICE_LINE,
    type: deviceClaimTypeKey(value),
    details: deviceClaimDetailsSchema,
    documentKinds: DEVICE_CLAIM_DOCUMENT_KINDS,
    requiredDocuments: (details) => requiredDeviceClaimDocuments(details.claimType),
    label,
    viewFacts: (_claim, details) => facts(details),
    replyFacts: (_claim, details) => facts(details),
    excess: (details) => details.excess,
  }),
);

const NOT_CLAIMABLE = { code: 'POLICY_NOT_ACTIVE', message: DEVICE_CLAIM_RULE_MESSAGES.policyNotActive };

const refuse = (status: number, code: string, message: string, field?: string) =>
  new AppError(status, code, message, field ? { [field]: message } : undefined);

/**
 * A claim on the caller's own device policy (404 for anyone else's): the incident on or after the cover
 * started, not in the future and, once the policy was cancelled or lapsed, not after the last day it
 * covered; no other claim open on the phone (409), a repair quote above the excess (else nothing would be paid: 422 on the amount); a quote above the insured value claims that value
 * (the phone is replaced, not repaired), as a lost phone does. The excess of the type is recorded with it.
 */
async function createDeviceClaim(
  db: Database,
  principal: UserPrincipal,
  rawInput: unknown,
  at: ClaimAt,
): Promise<ClaimRow> {
  const input = deviceClaimSubmitInputSchema.parse(rawInput);
  const policy = await getPolicyForPrincipal(db, principal, input.policyId, DEVICE_LINE);
  const data = deviceDataOf(policy);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`claim:${data.insuredItemId}`}))`);
  const day = saDay(at.now);
  if (input.incidentDate > day)
    throw refuse(422, 'CLAIM_INVALID', DEVICE_CLAIM_MESSAGES.incidentInFuture, 'incidentDate');
  // a cancelled or lapsed policy takes an incident up to the last day it covered
  refuseEventAfterCoverEnded(policy, input.incidentDate, 'incidentDate', NOT_CLAIMABLE);
  // a phone's incident is known by its day: a day before the start day is refused
  refuseEventBeforeCover(policy, { date: input.incidentDate }, 'incidentDate', at.now);
  refuseEventInLapseGap(policy, input.incidentDate, 'incidentDate');
  if ((await findOpenClaimsForItems(db, [data.insuredItemId])).length > 0)
    throw refuse(409, 'CLAIM_OPEN', DEVICE_CLAIM_MESSAGES.openClaim);
  const item = (await listInsuredItems(db, [policy.id])).find((entry) => entry.id === data.insuredItemId);
  if (!item) throw new Error(`device policy ${policy.id} has no insured phone`);
  const quote = policy.module as unknown as DeviceQuote;
  const excess = quote.excesses.find((entry) => entry.claimType === input.claimType)?.amount ?? 0;
  // a lost phone claims its insured value; a repair quote is weighed against the excess and that value
  const repairQuote = input.claimType === 'LOST' ? null : (input.amount ?? 0);
  let amount = item.insuredValue;
  if (repairQuote !== null) {
    const assessed = assessRepairQuote({ repairQuote, insuredValue: item.insuredValue, excess });
    if (assessed.problem) throw refuse(422, 'CLAIM_INVALID', assessed.problem, 'amount');
    amount = assessed.claimed;
  }
  const holder = await holderOf(db, principal);
  if (!holder) throw new Error('a policy owner without a policy holder');
  const details: DeviceClaimDetails = {
    claimType: input.claimType,
    incidentDate: input.incidentDate,
    description: input.description,
    sapsCaseNumber: input.claimType === 'LOST' ? (input.sapsCaseNumber ?? null) : null,
    policeStation: input.claimType === 'LOST' ? (input.policeStation ?? null) : null,
    excess,
    device: item.description,
    repairQuote,
  };
  const claim = await insertItemClaim(db, {
    line: DEVICE_LINE,
    type: deviceClaimTypeKey(input.claimType),
    policy,
    item,
    details: deviceClaimDetailsSchema.parse(details),
    holder,
    bankDetails: input.bankDetails,
    amount: amount,
    now: at.now,
  });
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.submitted',
    summary:
      `Claim ${claim.claimNumber} submitted: ${facts(details).claimTypeLabel.toLowerCase()} of ${item.description} on ${formatLongDate(input.incidentDate)}, ${formatRand(amount)} claimed, excess ${formatRand(excess)}` +
      (repairQuote !== null && repairQuote > amount
        ? ` (repair quote ${formatRand(repairQuote)} above the insured value: the phone is replaced)`
        : ''),
    data: {
      policyId: policy.id,
      insuredItemId: item.id,
      amount,
      excess,
      claimType: input.claimType,
      repairQuote,
    },
    actor: at.actor,
    at: at.now,
  });
  return claim;
}

/** A lost or stolen phone is gone: its claim is one of total loss; damage is repaired or replaced. */
const lostPhone: TotalLossOf = (claim) =>
  claim.type === deviceClaimTypeKey('LOST') ? { item: 'phone', loss: 'lost_or_stolen' } : null;

/** The device line's claims: its four types, and a lost phone's approved claim ending its cover. */
export const DEVICE_CLAIMS: LineClaims = {
  line: DEVICE_LINE,
  types: DEVICE_CLAIM_TYPE_DEFINITIONS,
  create: createDeviceClaim,
  decided: endCoverAtTotalLoss(DEVICE, lostPhone),
  totalLoss: lostPhone,
};
