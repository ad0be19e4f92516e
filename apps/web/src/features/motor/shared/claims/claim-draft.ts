import { z } from 'zod';
import {
  amountWithinExcessProblem,
  eventAfterCoverProblem,
  eventBeforeCoverMessage,
  type EndedPolicyFacts,
  parseIsoDate,
  saDay,
  type MotorClaimType,
} from '@cover/domain';
import {
  ACCIDENT_MESSAGES,
  isIncidentInFuture,
  isLateMotorClaimNotice,
  isMotorTheftClaim,
  MOTOR_CLAIM_MESSAGES,
  motorClaimNeedsInspection,
  motorClaimSubmitInputSchema,
  requiredMotorClaimDocuments,
  type MotorClaimDocumentKind,
  type MotorClaimSubmitDraft,
  type MotorPolicy,
} from '@cover/domain/motor';
import { contractErrors } from '../../../../components/claims/claim-draft-rules';
import { emptyPayoutDraft, payoutBody, type PayoutDraft } from '../../../../components/claims/payout-draft';
import type { DocumentFiles } from '../../../../components/claims/upload-state';
import { isClaimablePolicy } from '../../../../components/claims/claimable-policy';
import { accidentBody, emptyAccidentDraft, type AccidentDraft } from './accident-draft';

/**
 * A motor claim as typed on screen, with the spec's field names (spec 001 §3 "Motor claim forms") and shaped
 * like the submission, so the contract's and the server's field errors land on the fields: the amount in
 * cents or null, the accident details of an accident claim, files per document kind.
 */
export interface MotorClaimDraft {
  policyId: string;
  claimType: MotorClaimType | '';
  incident_date: string;
  incident_time: string;
  incident_address: string;
  incident_suburb: string;
  incident_province: string;
  incident_delay_reason: string;
  policeStation: string;
  sapsCaseNumber: string;
  policeReferenceNumber: string;
  policeOfficer: string;
  description: string;
  amount: number | null;
  claimInspectionPhoneNumber: string;
  accident: AccidentDraft;
  acceptTermsAndCondition: boolean;
  bankDetails: PayoutDraft;
  files: DocumentFiles<MotorClaimDocumentKind>;
}

export const emptyMotorClaimDraft = (policyId = ''): MotorClaimDraft => ({
  policyId,
  claimType: '',
  incident_date: '',
  incident_time: '',
  incident_address: '',
  incident_suburb: '',
  incident_province: '',
  incident_delay_reason: '',
  policeStation: '',
  sapsCaseNumber: '',
  policeReferenceNumber: '',
  policeOfficer: '',
  description: '',
  amount: null,
  claimInspectionPhoneNumber: '',
  accident: emptyAccidentDraft(),
  acceptTermsAndCondition: false,
  bankDetails: emptyPayoutDraft(),
  files: {},
});

/** The form's own words where the contract has none that fit the screen. */
export const MOTOR_CLAIM_FORM_MESSAGES = {
  document: 'Please add this document',
  accountType: 'Please choose the account type',
  incidentDateNotReal: 'Please choose the date from the calendar',
} as const;

/**
 * The policies a claim can be made on: in force or in arrears, or cancelled or lapsed for an incident up to
 * the last day they covered (not one ended by the claim for the vehicle's theft or hijacking).
 */
export const claimableMotorPolicies = (policies: readonly MotorPolicy[] | undefined): MotorPolicy[] =>
  (policies ?? []).filter(isClaimablePolicy);

/** The fields every type has (checked even before a type is chosen). */
const COMMON_FIELDS = new Set([
  'policyId',
  'incident_date',
  'incident_time',
  'incident_address',
  'incident_suburb',
  'incident_province',
  'incident_delay_reason',
  'description',
  'acceptTermsAndCondition',
  'bankDetails',
]);

const FALLBACKS: Readonly<Record<string, string>> = {
  claimType: MOTOR_CLAIM_MESSAGES.claimType,
  'bankDetails.accountType': MOTOR_CLAIM_FORM_MESSAGES.accountType,
  amount: MOTOR_CLAIM_MESSAGES.amount,
  'accident.driver.licenceIssuedDate': ACCIDENT_MESSAGES.licenceIssuedDate,
};

/** The submission from the draft: the common fields, then what the claim type adds. */
export function motorClaimBody(draft: MotorClaimDraft): MotorClaimSubmitDraft {
  const claimType = draft.claimType as MotorClaimType;
  const common = {
    policyId: draft.policyId,
    incident_date: draft.incident_date,
    incident_time: draft.incident_time,
    incident_address: draft.incident_address,
    incident_suburb: draft.incident_suburb,
    incident_province: draft.incident_province,
    incident_delay_reason: draft.incident_delay_reason,
    policeStation: draft.policeStation,
    sapsCaseNumber: draft.sapsCaseNumber,
    policeReferenceNumber: draft.policeReferenceNumber,
    policeOfficer: draft.policeOfficer,
    description: draft.description,
    acceptTermsAndCondition: draft.acceptTermsAndCondition as true,
    bankDetails: payoutBody(draft.bankDetails) as MotorClaimSubmitDraft['bankDetails'],
  };
  const amount = draft.amount ?? undefined;
  switch (claimType) {
    case 'STOLEN':
    case 'HIJACKED':
      return { ...common, claimType };
    case 'TOWING':
      return { ...common, claimType, amount: amount as number };
    case 'ACCIDENT_SCRATCHES_DENTS':
      return {
        ...common,
        claimType,
        amount: amount as number,
        claimInspectionPhoneNumber: draft.claimInspectionPhoneNumber,
        accident: accidentBody(draft.accident),
      };
    default:
      return {
        ...common,
        claimType,
        amount: amount as number,
        claimInspectionPhoneNumber: draft.claimInspectionPhoneNumber,
      };
  }
}

/**
 * The chosen incident's date problem: a real day, not in the future, not before the cover started (the day
 * and time against the instant it started, as the server checks: `eventBeforeCoverMessage`), and not after
 * the last day an ended policy covered (`eventAfterCoverProblem`).
 */
function incidentProblem(
  draft: MotorClaimDraft,
  policy: (Pick<MotorPolicy, 'startDate' | 'createdAt'> & EndedPolicyFacts) | undefined,
  now: Date,
): string | null {
  const day = draft.incident_date.trim();
  if (day === '') return MOTOR_CLAIM_MESSAGES.incidentDate;
  if (!parseIsoDate(day)) return MOTOR_CLAIM_FORM_MESSAGES.incidentDateNotReal;
  const given = /^\d\d:\d\d$/.test(draft.incident_time) ? draft.incident_time : null;
  if (day > saDay(now) || isIncidentInFuture({ incident_date: day, incident_time: given ?? '00:00' }, now))
    return MOTOR_CLAIM_MESSAGES.incidentInFuture;
  if (!policy) return null;
  return (
    eventBeforeCoverMessage(
      { date: day, time: given },
      { startDate: policy.startDate, issuedAt: new Date(policy.createdAt) },
      now,
    ) ?? eventAfterCoverProblem(policy, day)
  );
}

/** Whether the claim is reported more than 48 hours after the incident (the form asks why). */
export const isLateClaim = (
  draft: Pick<MotorClaimDraft, 'incident_date' | 'incident_time'>,
  now = new Date(),
) => isLateMotorClaimNotice(draft, now);

/**
 * Field path → message for the whole draft (every problem at once): the contract's checks (the common fields
 * even before a type is chosen), the rules it checks only once the rest is valid (police station with a case
 * number, the licence issued before the accident), the day of the incident, the reason a late claim is
 * reported late, and the documents the type needs.
 */
export function motorClaimErrors(
  draft: MotorClaimDraft,
  policies: readonly MotorPolicy[],
  now: Date = new Date(),
): Record<string, string> {
  const body = motorClaimBody(draft);
  const chosen = draft.claimType !== '';
  const checked = contractErrors(
    motorClaimSubmitInputSchema,
    chosen ? body : { ...body, claimType: 'TOWING', amount: 100 },
    FALLBACKS,
  );
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(checked))
    if (chosen || COMMON_FIELDS.has(path.split('.')[0] ?? '')) errors[path] = message;
  if (!chosen) errors.claimType = MOTOR_CLAIM_MESSAGES.claimType;

  const policy = policies.find((entry) => entry.policyId === draft.policyId);
  const dateProblem = incidentProblem(draft, policy, now);
  if (dateProblem) errors.incident_date = dateProblem;
  else delete errors.incident_date;
  if (!dateProblem && isLateClaim(draft, now) && draft.incident_delay_reason.trim() === '')
    errors.incident_delay_reason = MOTOR_CLAIM_MESSAGES.delayReasonRequired;

  if (!chosen) return errors;
  const claimType = draft.claimType as MotorClaimType;
  if (
    !isMotorTheftClaim(claimType) &&
    draft.sapsCaseNumber.trim() !== '' &&
    draft.policeStation.trim() === ''
  )
    errors.policeStation ??= MOTOR_CLAIM_MESSAGES.policeStation;
  if (
    claimType === 'ACCIDENT_SCRATCHES_DENTS' &&
    parseIsoDate(draft.accident.driver.licenceIssuedDate) &&
    draft.accident.driver.licenceIssuedDate > draft.incident_date &&
    parseIsoDate(draft.incident_date)
  )
    errors['accident.driver.licenceIssuedDate'] ??= ACCIDENT_MESSAGES.licenceAfterIncident;
  // at or below the excess of its type nothing would be paid: refused as the server refuses it
  if (!isMotorTheftClaim(claimType) && draft.amount !== null && draft.amount > 0 && policy) {
    const excess = policy.module.excesses.find((entry) => entry.claimType === claimType)?.amount ?? 0;
    const withinExcess = amountWithinExcessProblem(MOTOR_CLAIM_MESSAGES.amountWhat, draft.amount, excess);
    if (withinExcess) errors.amount ??= withinExcess;
  }
  if (motorClaimNeedsInspection(claimType) && draft.claimInspectionPhoneNumber.trim() === '')
    errors.claimInspectionPhoneNumber = MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber;
  for (const kind of requiredMotorClaimDocuments(claimType))
    if (!draft.files[kind]) errors[`files.${kind}`] = MOTOR_CLAIM_FORM_MESSAGES.document;
  return errors;
}

/** Whether the claim type's damage is inspected from photos (its form asks for the number to text). */
export const needsInspection = (claimType: MotorClaimType | '') =>
  claimType !== '' && motorClaimNeedsInspection(claimType);

/** The form's schema: the draft as it is, checked through motorClaimErrors (every problem at once). */
export function motorClaimFormSchema(
  policies: readonly MotorPolicy[],
): z.ZodType<MotorClaimDraft, MotorClaimDraft> {
  return z
    .custom<MotorClaimDraft>((value) => typeof value === 'object' && value !== null)
    .superRefine((draft, context) => {
      for (const [path, message] of Object.entries(motorClaimErrors(draft, policies)))
        context.addIssue({ code: 'custom', path: path.split('.'), message });
    });
}
