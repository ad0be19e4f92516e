/**
 * The status an application made at the operator desk is shown with and filtered by (QA ops 2): the one
 * mapping of every application list (applicationShownStatus), with the desk's own waits: an approved
 * application still waiting for its documents, the vehicle's inspection or the employee's acceptance reads
 * 'In progress'; one the employee declined at the link (stored as cancelled) reads 'Declined' (QA walk 13).
 * The desk's chip and the server's filter of getApplications both call deskShownStatus. One the operator
 * archived at the desk reads 'Archived' (QA H2 finding 2): it leaves the desk's list for its Archived filter.
 */
import { applicationShownStatus, type ApplicationShownStatus } from '../../application-shown-status.js';
import type { MotorApplication } from '../application.js';
import type { OnBehalfAcceptance } from './desk-applications.js';

type DeskFacts = Pick<MotorApplication, 'status' | 'underwritingStatus' | 'documentsOutstanding'> & {
  module: { preInspection: { assessmentStatus: string } | null };
};

/**
 * Whether an application made on an employee's behalf still waits before cover starts: documents
 * outstanding, the vehicle's inspection not approved, or the employee's acceptance outstanding. Only a
 * PENDING or APPROVED application waits.
 */
export function deskApplicationWaits(
  application: DeskFacts,
  acceptance: Pick<OnBehalfAcceptance, 'status'>,
): boolean {
  if (application.status !== 'PENDING' && application.status !== 'APPROVED') return false;
  return (
    application.documentsOutstanding.length > 0 ||
    application.module.preInspection?.assessmentStatus !== 'APPROVED' ||
    acceptance.status !== 'ACCEPTED'
  );
}

type DeskListFacts = DeskFacts & {
  acceptance: Pick<OnBehalfAcceptance, 'status'>;
  /** when the operator archived it at the desk (null or absent: not archived there) */
  deskArchivedAt?: string | null | undefined;
};

/** The status an application made at the desk is shown with (its chip) and listed under (the filter). */
export const deskShownStatus = (application: DeskListFacts): ApplicationShownStatus =>
  application.deskArchivedAt
    ? 'ARCHIVED'
    : applicationShownStatus({
        status: application.status,
        underwritingStatus: application.underwritingStatus,
        waiting: deskApplicationWaits(application, application.acceptance),
        declined: application.acceptance.status === 'DECLINED',
      });

/** The shown statuses of an application that is done with: finished (active), declined or cancelled. */
const DONE_WITH: ReadonlySet<ApplicationShownStatus> = new Set(['ACTIVE', 'DECLINED', 'CANCELLED']);

export type DeskArchiveAction = 'archive' | 'unarchive' | null;

/**
 * What the operator may do with an application in the desk's list (QA H2 finding 2): archive one that is
 * done with (active, declined, cancelled) or abandoned (the employee's link expired unanswered), unarchive
 * one they archived; nothing with one still in progress, nor one the employee removed themselves.
 */
export function deskArchiveAction(application: DeskListFacts): DeskArchiveAction {
  if (application.deskArchivedAt) return 'unarchive';
  const shown = deskShownStatus(application);
  if (DONE_WITH.has(shown)) return 'archive';
  const abandoned = application.acceptance.status === 'EXPIRED' && application.status === 'PENDING';
  return abandoned && shown === 'PENDING' ? 'archive' : null;
}
