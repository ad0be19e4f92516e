/** What a customer notice may mention, and what it is made of (docs/decisions/0027). */
import type { UnusedCoverFacts } from '../format/policy-history.js';
import type { LoanSettled } from './loan-settled.js';
import type { TotalLoss } from './total-loss.js';

/** What a notice may mention; the server reads these from the entity the event is about. */
export interface NoticeFacts {
  firstName: string;
  /** the product's display name as `productName` gives it, e.g. 'Funeral cover' (lower-cased mid-sentence) */
  product: string;
  policyNumber?: string | null;
  claimNumber?: string | null;
  /** an application's number, e.g. 'APP-2026-000007' (its notices name it) */
  applicationNumber?: string | null;
  /** cents */
  amount?: number | null;
  /** an ISO calendar day ('2026-03-12') */
  date?: string | null;
  /** a claim just made: whether a document it needs is still outstanding */
  documentsOutstanding?: boolean | null;
  /** a customer-facing reason (a decline, a rejected inspection, why what a hold asked for is no longer needed) */
  reason?: string | null;
  /** an approved claim its line limited below its cover: why ('the premiums paid, as the death was in …') */
  limit?: string | null;
  /** a withdrawn hold: what it had asked the customer for, in the staff member's words */
  asked?: string | null;
  /** the vehicle of a pre-inspection, or the one a swapped policy now covers, e.g. 'Toyota Corolla CA 123-456' */
  vehicle?: string | null;
  /** a pre-inspection of the vehicle a policy's cover is to move to (Swap vehicle), not one before cover */
  inspectionForSwap?: boolean | null;
  /** a pre-inspection an operator started at the desk for the employee: the operator's display name */
  inspectionStartedBy?: string | null;
  /** a claim's inspection (its photos of the vehicle and its damage): the claim's number */
  inspectionClaimNumber?: string | null;
  /** cents: the monthly premium before a policy change (`amount` is the premium after it) */
  previousAmount?: number | null;
  /**
   * what a policy change did: its alteration type ('add_extended_family', 'edit', …), how many it touched
   * and, for a motor edit, the parts it changed ('extras', 'address', 'driver'…: VEHICLE_EDIT_PART_WORDS)
   */
  change?: {
    type: string;
    count?: number | null;
    parts?: readonly string[] | null;
    /** what the change did, where its event's facts say (`data.change.kind`: 'spouse_added') */
    kind?: string | null;
  } | null;
  /** how premiums are paid after a payment change (only the account's last 4 digits are ever shown) */
  payment?: NoticePayment | null;
  /**
   * an approved claim on a financed item lost outright (docs/decisions/0043): the settlement (cents, of
   * `amount`) paid to the credit provider first, with that payment's reference once paid; the customer is paid
   * the rest
   */
  settlement?: { creditProvider: string; amount: number; reference?: string | null } | null;
  /** a claim paid out: the account it went to (its last 4 digits only) and the payment's reference */
  payout?: NoticePayout | null;
  /** a cancellation: whether it was within the cooling-off period (`amount` is then the refund, cents) */
  withinCoolingOff?: boolean | null;
  /**
   * a cancellation after cooling-off (or after a claim): the month paid for that ran past it, `amount` being
   * the refund for its days after the cover ended (docs/decisions/0044)
   */
  unusedCover?: UnusedCoverFacts | null;
  /** a cancellation: the numbers of the claims on the policy still open, which it does not withdraw */
  openClaims?: readonly string[] | null;
  /**
   * The covers sold with this one and told in its notice rather than in their own (the credit life taken with
   * a phone or vehicle application): named with it while applied for, and with their policy number, monthly
   * premium and start once issued with it; moved with it to a new payment method (their next collection), or
   * cancelled with it (their end and any refund) (docs/decisions/0027, addendum "one notice for cover sold
   * together").
   */
  together?: readonly NoticeCover[] | null;
  /**
   * A cancellation: the covers sold with this one that go on without it (the credit life on a phone's finance,
   * which its own debt keeps), with their policy number and monthly premium (`amount`).
   */
  continuing?: readonly NoticeCover[] | null;
  /**
   * A cancellation by the insurer because a claim of total loss was approved (the phone lost or stolen, the
   * vehicle stolen or hijacked: docs/decisions/0041): what was lost, how, and the claim.
   */
  totalLoss?: TotalLoss | null;
  /**
   * A credit life the insurer ended because the claim's payout settled the loan it covered (docs/decisions/0045):
   * the credit provider paid and the claim; `amount` is the refund of the days paid for after (`unusedCover`).
   */
  loanSettled?: LoanSettled | null;
}

/**
 * A cover told in another's notice: its product and, once issued, its policy number and the figures of the
 * step, read as the notice's own (`amount` and `date` of NoticeFacts for that event type).
 */
export interface NoticeCover {
  /** as `productName` gives it, e.g. 'Device credit life' */
  product: string;
  policyNumber?: string | null;
  /** cents: the monthly premium (issued, payment changed); the refund (cancelled) */
  amount?: number | null;
  /** an ISO calendar day: its cover's start (issued), next collection (payment changed), end (cancelled) */
  date?: string | null;
  /** a cancellation: whether it was within that policy's cooling-off period (`amount` is then its refund) */
  withinCoolingOff?: boolean | null;
  /** a cancellation: the month paid for that ran past it (`amount` is then the refund for its days after) */
  unusedCover?: UnusedCoverFacts | null;
}

/** Where a claim's payout went: what the customer looks for on their bank statement. */
export interface NoticePayout {
  /** the bank as stored: its value ('capitec') or its name */
  bank?: string | null;
  /** the account number, or its ending: only its last 4 digits are written */
  accountEnding?: string | null;
  /** the payment's reference, as it shows on the statement */
  reference?: string | null;
}

export interface NoticePayment {
  /** 'debit_order' or 'deduct_from_salary' */
  method: string;
  /** the bank as stored: its value ('fnb') or its name */
  bank?: string | null;
  /** the account number, or its ending: only its last 4 digits are written */
  accountEnding?: string | null;
  /** the day of the month premiums are collected (31: the last day) */
  debitDay?: number | null;
}

export interface CustomerNotice {
  subject: string;
  /** the email's paragraphs, after the greeting */
  paragraphs: string[];
  /** the SMS text (aim: at most 160 characters); null when the notice goes by email only */
  sms: string | null;
}

/** Where customers find things in the portal (named as the menu reads). */
