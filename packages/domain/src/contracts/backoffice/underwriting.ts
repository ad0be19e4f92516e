/**
 * Manual underwriting of applications in the back office (issue 14, docs/decisions/0025): the queue of
 * referred applications across every line, one application with its facts and history, and the decisions
 * (approve, put on hold, mark Recommendation Awaited, decline). Audience 'backoffice'.
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { multilineText } from '../../validators/zod-fields.js';
import { claimDocumentViewSchema } from '../claims/line-documents.js';
import { linkedCreditLifeCoverSchema } from '../credit-life/details.js';
import { consentRecordSchema } from '../common.js';
import { holdWithdrawnReasonField } from './hold-withdrawal.js';
import { staffHistoryEntrySchema } from './history.js';

export const BACKOFFICE_APPLICATION_PATHS = {
  list: '/api/backoffice/applications',
  detail: '/api/backoffice/applications/:applicationId',
  decide: '/api/backoffice/applications/:applicationId/underwriting',
  /** a document of any application (staff may read every application's documents) */
  download: '/api/backoffice/applications/documents/:documentId/download',
} as const;

export const UNDERWRITING_STATUSES = [
  'REFERRED',
  'ON_HOLD',
  'RECOMMENDATION_AWAITED',
  'APPROVED',
  'DECLINED',
] as const;
export type UnderwritingStatus = (typeof UNDERWRITING_STATUSES)[number];

/** The display values of spec 002 §4 / 001 §4 for each underwriting status. */
export const UNDERWRITING_DISPLAY_VALUES = {
  REFERRED: 'Pending',
  ON_HOLD: 'OnHold',
  RECOMMENDATION_AWAITED: 'Recommendation Awaited',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
} as const satisfies Record<UnderwritingStatus, string>;
export type UnderwritingDisplayValue = (typeof UNDERWRITING_DISPLAY_VALUES)[UnderwritingStatus];

/** The statuses an underwriter can still decide on (the open queue). */
export const OPEN_UNDERWRITING_STATUSES = ['REFERRED', 'ON_HOLD', 'RECOMMENDATION_AWAITED'] as const;

export function underwritingDisplayValue(status: string): string {
  return (UNDERWRITING_DISPLAY_VALUES as Record<string, string>)[status] ?? status;
}

export const UNDERWRITING_LINES = [
  'funeral',
  'device',
  'motor',
  'device_credit_life',
  'vehicle_credit_life',
] as const;

export const backofficeApplicationsQuerySchema = z.object({
  status: z.enum(UNDERWRITING_STATUSES).optional(),
  line: z.enum(UNDERWRITING_LINES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type BackofficeApplicationsQuery = z.infer<typeof backofficeApplicationsQuerySchema>;

export const backofficeApplicationParamsSchema = z.object({ applicationId: entityIdField });

export const backofficeApplicationHolderSchema = z.object({
  policyHolderId: z.string(),
  name: z.string(),
  idNumber: z.string().nullable(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
});

/** One fact of the application in plain words, e.g. {label: 'Vehicle', value: '2021 Toyota Corolla 1.8'}. */
export const applicationFactSchema = z.object({ label: z.string(), value: z.string() });
export type ApplicationFact = z.infer<typeof applicationFactSchema>;

export const backofficeApplicationSchema = z.object({
  applicationId: z.string(),
  /** e.g. APP-2026-000123 */
  applicationNumber: z.string(),
  line: z.string(),
  packageName: z.string(),
  productName: z.string(),
  /** the application's lifecycle status (PENDING, APPROVED, ACTIVE, CANCELLED, ARCHIVED) */
  status: z.string(),
  underwritingStatus: z.enum(UNDERWRITING_STATUSES).nullable(),
  underwritingDisplayValue: z.string().nullable(),
  /** why it was referred (staff only) */
  underwritingReasons: z.array(z.string()),
  /** the reason the customer is given for the hold or the decline (null otherwise) */
  customerReason: z.string().nullable(),
  holder: backofficeApplicationHolderSchema,
  /** cents */
  sumAssured: z.number().int(),
  /** cents */
  monthlyPremium: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** whole days since the application was created */
  ageDays: z.number().int().min(0),
  /** when the customer accepted the declaration */
  submittedAt: z.string().nullable(),
  policyId: z.string().nullable(),
  policyNumber: z.string().nullable(),
  /** the display name of the operator who last decided */
  underwrittenBy: z.string().nullable(),
  /** the operator id of the last decision, e.g. to tell a recommender they cannot also approve */
  underwrittenById: z.string().nullable(),
  underwrittenAt: z.string().nullable(),
  /**
   * a motor application's vehicle credit life taken with it, in the detail's words ('Vehicle credit life
   * taken with it': 'R 125,00 a month, amount insured R 300 000,00'); null or absent without one
   */
  creditLife: applicationFactSchema.nullable().optional(),
});
export type BackofficeApplication = z.infer<typeof backofficeApplicationSchema>;

export const backofficeApplicationsReplySchema = z.object({
  data: z.array(backofficeApplicationSchema),
  /** how many applications are in each underwriting status (all lines, ignoring the filters) */
  counts: z.object({
    REFERRED: z.number().int(),
    ON_HOLD: z.number().int(),
    RECOMMENDATION_AWAITED: z.number().int(),
    APPROVED: z.number().int(),
    DECLINED: z.number().int(),
  }),
});
export type BackofficeApplicationsReply = z.infer<typeof backofficeApplicationsReplySchema>;

/** A document uploaded to the application, with how the line names its kind ('Proof of purchase'). */
export const backofficeApplicationDocumentSchema = claimDocumentViewSchema.extend({ label: z.string() });
export type BackofficeApplicationDocument = z.infer<typeof backofficeApplicationDocumentSchema>;

/**
 * The credit life taken with a device or motor application, as the underwriter reads it: the cover (its
 * balance, additional percentage, amount insured, premium and beneficiaries), its own application (its id and
 * lifecycle status), who is responsible for the finance (the policy holder, or another person by name; never
 * an ID number), and what the customer was quoted a month for both together. Declining the parent declines
 * it too while it is not issued (`goesWithADecline`).
 */
export const backofficeLinkedCreditLifeSchema = linkedCreditLifeCoverSchema.extend({
  applicationId: z.string(),
  /** the credit life application's lifecycle status (PENDING, APPROVED, ACTIVE, CANCELLED) */
  status: z.string(),
  responsible: z.object({ theHolder: z.boolean(), name: z.string() }),
  /** cents: the parent's premium and the credit life's, as the customer was quoted them together */
  totalMonthlyPremium: z.number().int(),
  /** a decline of the parent declines the credit life application with it */
  goesWithADecline: z.boolean(),
});
export type BackofficeLinkedCreditLife = z.infer<typeof backofficeLinkedCreditLifeSchema>;

/**
 * Where the consents shown were given when the application holds none of its own: the application it was
 * taken with (a linked credit life's parent), whose declaration covered both.
 */
export const consentsGivenOnSchema = z.object({
  applicationId: z.string(),
  applicationNumber: z.string(),
  /** when that declaration was accepted */
  acceptedAt: z.string().nullable(),
});

export const backofficeApplicationDetailSchema = backofficeApplicationSchema.extend({
  /**
   * The line's own facts of what is insured and what its referral rules read (device: the phone, its IMEI
   * and colour; motor: the vehicle, its registration and use; funeral: the lives): never the premium or the
   * cover amount, which the application carries once.
   */
  facts: z.array(applicationFactSchema),
  /** the documents uploaded to the application (url: the back office's download route), oldest first */
  documents: z.array(backofficeApplicationDocumentSchema),
  /** every event of the application, staff-only ones included */
  history: z.array(staffHistoryEntrySchema),
  /** the credit life taken with a device or motor application (null without one) */
  linkedCreditLife: backofficeLinkedCreditLifeSchema.nullable().optional(),
  /** the consents recorded with the declaration, each with its text, text version and time (none yet: []) */
  consents: z.array(consentRecordSchema).optional(),
  /** set when `consents` are the parent application's (a linked credit life records none of its own) */
  consentsGivenOn: consentsGivenOnSchema.nullable().optional(),
  /** the caller made the standing recommendation, so another underwriter must approve or decline it */
  youRecommended: z.boolean().optional(),
});
export type BackofficeApplicationDetail = z.infer<typeof backofficeApplicationDetailSchema>;

export const UNDERWRITING_MESSAGES = {
  notOpen: 'This application is not waiting for an underwriting decision',
  alreadyOnHold:
    'This application is already on hold: it is waiting for the customer to send what was asked for',
  fourEyes:
    'You recommended this application, so another underwriter must approve or decline it (four-eyes rule)',
  underReview: 'Your application is being reviewed. It cannot be changed until we have decided.',
  holdReason: 'Please say what the customer must know or do (at most 500 characters)',
  recommendNote: 'Please write your recommendation for the approver (at most 1 000 characters)',
  declineReason: 'Please give the customer the reason for the decline (at most 500 characters)',
  note: 'The note can be at most 1 000 characters',
  decision: 'Please choose approve, hold, recommend or decline',
} as const;

const requiredText = (message: string, max: number) =>
  multilineText(z.string({ message }).trim().min(1, message).max(max, message));

export const underwritingDecisionInputSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      note: multilineText(z.string().trim().max(1000, UNDERWRITING_MESSAGES.note)).optional(),
      holdWithdrawnReason: holdWithdrawnReasonField,
    }),
    z.object({ decision: z.literal('hold'), reason: requiredText(UNDERWRITING_MESSAGES.holdReason, 500) }),
    z.object({
      decision: z.literal('recommend'),
      note: requiredText(UNDERWRITING_MESSAGES.recommendNote, 1000),
      holdWithdrawnReason: holdWithdrawnReasonField,
    }),
    z.object({
      decision: z.literal('decline'),
      reason: requiredText(UNDERWRITING_MESSAGES.declineReason, 500),
    }),
  ],
  { message: UNDERWRITING_MESSAGES.decision },
);
export type UnderwritingDecisionInput = z.infer<typeof underwritingDecisionInputSchema>;
export type UnderwritingDecision = UnderwritingDecisionInput['decision'];

export const underwritingDecisionReplySchema = backofficeApplicationDetailSchema;
export type UnderwritingDecisionReply = BackofficeApplicationDetail;
