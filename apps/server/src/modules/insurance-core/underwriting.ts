/**
 * Manual underwriting on the insurance core (docs/decisions/0025): where a line would approve and issue an
 * application once the customer accepts the declaration, an application its referral rules flag is
 * referred instead. It stays PENDING with underwriting status REFERRED, its reasons for staff, and a
 * customer-facing event; the back office decides on it later (modules/backoffice/underwriting-service.ts).
 */
import {
  HOLD_DOCUMENT_MESSAGES,
  HOLD_WITHDRAWAL_MESSAGES,
  HOLD_WITHDRAWN_EVENTS,
  holdWithdrawnSummary,
  OPEN_UNDERWRITING_STATUSES,
  UNDERWRITING_MESSAGES,
  underwritingDisplayValue,
} from '@cover/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { conflict } from './errors.js';
import { appendEvent } from './events.js';

export const UNDERWRITING_TEXTS = {
  reviewing: 'Thank you. We are reviewing your application and will let you know once we have decided.',
  referredSummary: 'We are reviewing your application',
} as const;

const OPEN: readonly string[] = OPEN_UNDERWRITING_STATUSES;

/** Is the application waiting for an underwriter (referred, on hold or recommended)? */
export const isUnderReview = (row: Pick<ApplicationRow, 'underwritingStatus'>) =>
  row.underwritingStatus !== null && OPEN.includes(row.underwritingStatus);

/** Refuses to change an application an underwriter is looking at (409). */
export function assertNotUnderReview(row: Pick<ApplicationRow, 'underwritingStatus'>): void {
  if (isUnderReview(row)) throw conflict('APPLICATION_UNDER_REVIEW', UNDERWRITING_MESSAGES.underReview);
}

/** The underwriting fields of a customer's application view: the status and the reason they are given. */
export function customerUnderwriting(row: ApplicationRow) {
  const shown = row.underwritingStatus === 'ON_HOLD' || row.underwritingStatus === 'DECLINED';
  return {
    underwritingStatus: row.underwritingStatus ? underwritingDisplayValue(row.underwritingStatus) : null,
    underwritingReason: shown ? row.declineReason : null,
  };
}

export interface Referral {
  now: Date;
  actor: string;
  /** the application's details as the declaration left them (e.g. with its consents) */
  details?: Record<string, unknown>;
}

/**
 * Refers a PENDING application whose declaration was just accepted when `reasons` is not empty: the
 * declaration is recorded, the application stays PENDING and waits for an underwriter. Returns the
 * referred row, or null when nothing needs a person (the caller then approves and issues as before).
 */
export async function referIfNeeded(
  db: Database,
  pending: ApplicationRow,
  reasons: readonly string[],
  referral: Referral,
): Promise<ApplicationRow | null> {
  if (reasons.length === 0 || pending.status !== 'PENDING') return null;
  const [referred] = await db
    .update(applications)
    .set({
      underwritingStatus: 'REFERRED',
      underwritingReasons: [...reasons],
      declineReason: null,
      declarationAcceptedAt: referral.now,
      updatedAt: referral.now,
      ...(referral.details ? { details: referral.details } : {}),
    })
    .where(
      and(
        eq(applications.id, pending.id),
        eq(applications.status, 'PENDING'),
        isNull(applications.underwritingStatus),
      ),
    )
    .returning();
  if (!referred) throw conflict('APPLICATION_STATE', UNDERWRITING_MESSAGES.underReview);
  await appendEvent(db, {
    entityType: 'application',
    entityId: pending.id,
    type: 'application.underwriting_referred',
    summary: UNDERWRITING_TEXTS.referredSummary,
    data: {},
    actor: referral.actor,
    at: referral.now,
  });
  return referred;
}

/** Refuses documents sent in answer to a hold when the application is not on hold (409). */
export function assertOnHold(row: Pick<ApplicationRow, 'status' | 'underwritingStatus'>): void {
  if (row.status !== 'PENDING' || row.underwritingStatus !== 'ON_HOLD')
    throw conflict('APPLICATION_NOT_ON_HOLD', HOLD_DOCUMENT_MESSAGES.notOnHold);
}

/**
 * Documents arrived for an application on hold (the customer answering it, or staff uploading for them):
 * it goes back to the underwriter's queue (REFERRED, shown as Pending) with an event saying so. The hold's
 * reason stays in `decline_reason` for the underwriter to read what was asked for; the customer no longer
 * sees it (customerUnderwriting shows a reason only with ON_HOLD or DECLINED). Nothing changes otherwise.
 */
export async function returnFromHold(
  db: Database,
  row: ApplicationRow,
  at: { now: Date; actor: string; files: number; label: string },
): Promise<boolean> {
  if (row.status !== 'PENDING' || row.underwritingStatus !== 'ON_HOLD') return false;
  const [back] = await db
    .update(applications)
    .set({ underwritingStatus: 'REFERRED', updatedAt: at.now })
    .where(and(eq(applications.id, row.id), eq(applications.underwritingStatus, 'ON_HOLD')))
    .returning({ id: applications.id });
  if (!back) return false;
  await appendEvent(db, {
    entityType: 'application',
    entityId: row.id,
    type: 'application.underwriting_documents_received',
    summary: `${HOLD_DOCUMENT_MESSAGES.receivedSummary}: ${at.label} (${at.files} ${at.files === 1 ? 'file' : 'files'})`,
    data: { files: at.files },
    actor: at.actor,
    at: at.now,
  });
  return true;
}

/**
 * Staff move an application on from a hold before the customer answered it (docs/decisions/0039): still ON_HOLD
 * means nothing came (documents send it back to REFERRED, `returnFromHold`). That needs the reason what was asked
 * for is no longer needed (422 at holdWithdrawnReason without it); the customer is told with a
 * 'application.hold_withdrawn' event naming what was asked and why. Nothing for an application not on hold.
 */
export async function withdrawHold(
  db: Database,
  row: ApplicationRow,
  at: { now: Date; actor: string; reason: string | undefined },
): Promise<void> {
  if (row.status !== 'PENDING' || row.underwritingStatus !== 'ON_HOLD') return;
  if (!at.reason)
    throw new AppError(422, 'VALIDATION_FAILED', HOLD_WITHDRAWAL_MESSAGES.reason, {
      holdWithdrawnReason: HOLD_WITHDRAWAL_MESSAGES.reason,
    });
  // while on hold decline_reason holds what the customer was asked for
  const asked = row.declineReason;
  await appendEvent(db, {
    entityType: 'application',
    entityId: row.id,
    type: HOLD_WITHDRAWN_EVENTS.application,
    summary: holdWithdrawnSummary(asked, at.reason),
    data: { asked, reason: at.reason },
    actor: at.actor,
    at: at.now,
  });
}
