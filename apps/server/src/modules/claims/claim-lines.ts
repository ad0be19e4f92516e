/**
 * What the shared claims module needs from a product line (decision 0012): its claim types (the schema of
 * each type's own facts, the documents it needs, their names, what staff call it, how its facts appear in
 * the line's views) and how a claim of the line is made (the line's rules, inside the submission's
 * transaction). A line registers these once on `app.claimLines`; the claims module stores, lists, documents
 * and assesses claims of every line without knowing any.
 */
import { HOLD_DOCUMENT_KIND, type TotalLoss } from '@cover/domain';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { ClaimRow } from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { FinancedItemKey } from '../credit-life/duplicates.js';

type Json = Record<string, unknown>;

/** What a line's claim says was lost and how (the phone, lost or stolen), or null for a claim of damage. */
export type TotalLossOf = (claim: ClaimRow) => Omit<TotalLoss, 'claimNumber'> | null;

export interface ClaimAt {
  now: Date;
  /** 'retail:<sub>', 'employee:<sub>', 'operator:<id>' */
  actor: string;
}

/**
 * What a submission offers the line beside its transaction: work to run once the claim has committed (a
 * text naming what was saved) and the request's origin for the links such work sends. A replayed request
 * runs nothing again.
 */
export interface ClaimSubmission {
  /** the request's own origin (`https://host`), for links sent by SMS */
  origin: string;
  afterCommit(task: () => Promise<void>): void;
}

/** A limit on what a claim pays: `amount` cents at most, and why ('the premiums paid, as …'). */
export interface PayableCap {
  amount: number;
  reason: string;
}

export interface ClaimType<Details extends Json = Json> {
  readonly line: string;
  /** the `type` column, e.g. 'funeral_death' */
  readonly type: string;
  /** the type's own facts, stored in `claims.details` */
  readonly details: z.ZodType<Details>;
  /** every document kind the type accepts, with how people name it */
  readonly documentKinds: readonly { value: string; label: string }[];
  /** the document kinds this claim needs before it can be assessed */
  requiredDocuments(details: Details): readonly string[];
  /** what kind of claim it is, in the words staff read in their lists ('Screen damage', 'Funeral: death') */
  readonly label: string;
  /** the type's facts in the line's claim view, beside the shared header */
  viewFacts(claim: ClaimRow, details: Details): Json;
  /** the type's facts in the reply to a submission */
  replyFacts(claim: ClaimRow, details: Details): Json;
  /** the excess of this claim (cents), deducted from what is paid; absent where the line has none */
  excess?(details: Details): number;
  /**
   * The most this claim can pay whatever was requested, with why in words staff read after 'at most R X: '
   * (funeral: a natural death in the waiting period pays the premiums paid); null when nothing limits it.
   * Read from the claim's details alone, so the figure is the one recorded when the claim was made.
   */
  payableCap?(details: Details): PayableCap | null;
  /**
   * Why this claim cannot be approved yet, in words staff read (motor: the photos of the damage are
   * outstanding); null when nothing stands in the way. A repudiation is never held up by it.
   */
  approvalBlocker?(details: Details): string | null;
}

export interface LineClaims {
  readonly line: string;
  readonly types: readonly ClaimType[];
  /**
   * Makes a claim on one of the caller's policies of the line: checks the line's rules (throwing AppErrors
   * the caller sees) and stores the header and details. Runs inside the submission's transaction; what must
   * wait for the commit goes to `submission.afterCommit`.
   */
  create(
    tx: Database,
    principal: UserPrincipal,
    input: unknown,
    at: ClaimAt,
    submission?: ClaimSubmission,
  ): Promise<ClaimRow>;
  /**
   * The line's follow-up on a decision, in the transaction that confirms it (`claim` as decided: approved or
   * repudiated), as an underwriter's decline has its line's (UNDERWRITING_DECLINE_FOLLOW_UPS): motor closes
   * the open inspection of a repudiated claim's damage.
   */
  decided?(tx: Database, claim: ClaimRow, at: ClaimAt): Promise<unknown>;
  /**
   * The line's follow-up once the claim's payout went out, in the transaction that records it (`claim` as
   * paid): motor ends the vehicle credit life whose loan the settlement paid off (loan-settled.ts).
   */
  paidOut?(tx: Database, claim: ClaimRow, at: ClaimAt): Promise<unknown>;
  /** What a claim of total loss says was lost (its approval ends the policy: `endCoverAtTotalLoss`), or null. */
  readonly totalLoss?: TotalLossOf;
  /**
   * The credit provider noted on the policy as financing the claim's item (motor: the bank of the vehicle's
   * loan), or null; read only for a claim of total loss, whose approval then pays it the settlement first
   * (financed-payout.ts, docs/decisions/0043).
   */
  financierOf?(db: Database, claim: ClaimRow): Promise<string | null>;
  /**
   * The financed item the claim is on, by the key a credit life taken on its own on it keeps (motor: the
   * vehicle's VIN), or null: that credit life ends with the loan as the one sold with the policy does
   * (credit-life-on-item.ts, docs/decisions/0045).
   */
  financedItemOf?(db: Database, claim: ClaimRow): Promise<FinancedItemKey | null>;
}

/** A claim's own facts, parsed by its type's schema. */
export function claimDetailsOf<Details extends Json>(
  type: ClaimType<Details>,
  claim: Pick<ClaimRow, 'line' | 'type' | 'details'>,
): Details {
  if (claim.line !== type.line || claim.type !== type.type)
    throw new Error(`a ${claim.line} ${claim.type} claim was read as ${type.line} ${type.type}`);
  return type.details.parse(claim.details);
}

/** A type's schema accepts only its own details (a helper for lines building ClaimType values). */
export const defineClaimType = <Details extends Json>(type: ClaimType<Details>): ClaimType =>
  type as unknown as ClaimType;

/**
 * What a claim can pay at most: the requested amount less its excess (where its line has one), or less where
 * its line caps it (`payableCap`); `cap`, the cap and why, only when it is what limits the claim.
 */
export function claimPayable(
  claimLines: ClaimLines,
  claim: Pick<ClaimRow, 'line' | 'type' | 'details' | 'requestedAmountCents'>,
): { excess: number | null; max: number; cap?: PayableCap } {
  const type = claimLines.typeOf(claim);
  const details = claimDetailsOf(type, claim);
  const excess = type.excess ? type.excess(details) : null;
  const lessExcess = Math.max(0, claim.requestedAmountCents - (excess ?? 0));
  const cap = type.payableCap?.(details) ?? null;
  if (!cap || cap.amount >= lessExcess) return { excess, max: lessExcess };
  const amount = Math.max(0, cap.amount);
  return { excess, max: amount, cap: { ...cap, amount } };
}

/** What holds up the claim's approval (its line's `approvalBlocker`), or null. */
export function claimApprovalBlocker(
  claimLines: ClaimLines,
  claim: Pick<ClaimRow, 'line' | 'type' | 'details'>,
): string | null {
  const type = claimLines.typeOf(claim);
  return type.approvalBlocker ? type.approvalBlocker(claimDetailsOf(type, claim)) : null;
}

export class ClaimLines {
  private readonly lines = new Map<string, LineClaims>();

  /** Registers a line's claims; a line registers once. */
  register(claims: LineClaims): void {
    if (this.lines.has(claims.line)) throw new Error(`The ${claims.line} line registered its claims already`);
    this.lines.set(claims.line, claims);
  }

  /** The claims of a line (a route of a line that registered none is a programming error). */
  of(line: string): LineClaims {
    const claims = this.lines.get(line);
    if (!claims) throw new Error(`The ${line} line has no claims`);
    return claims;
  }

  /** The type of a stored claim. */
  typeOf(claim: Pick<ClaimRow, 'line' | 'type'>): ClaimType {
    const type = this.of(claim.line).types.find((entry) => entry.type === claim.type);
    if (!type) throw new Error(`The ${claim.line} line has no claim type ${claim.type}`);
    return type;
  }

  /** How people name a document kind of this claim (or the document asked for while it was on hold). */
  documentLabel(claim: Pick<ClaimRow, 'line' | 'type'>, kind: string): string {
    if (kind === HOLD_DOCUMENT_KIND.value) return HOLD_DOCUMENT_KIND.label;
    return this.typeOf(claim).documentKinds.find((entry) => entry.value === kind)?.label ?? kind;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The claims of the product lines (claims/claim-lines.ts). */
    claimLines: ClaimLines;
  }
}

/** Decorates `app.claimLines` for every module (not encapsulated). Lines and claims depend on it. */
export const claimLinesPlugin = fp(
  async (app) => {
    app.decorate('claimLines', new ClaimLines());
  },
  { name: 'claim-lines' },
);
