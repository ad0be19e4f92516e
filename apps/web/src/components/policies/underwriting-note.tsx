import Alert from '@mui/material/Alert';
import { applicationOnHoldText, UNDERWRITING_STAFF_WORDS } from '@cover/domain';
import { HoldDocuments, type HoldDocumentsTarget } from './hold-documents';

/** What a customer's application carries of its manual underwriting (docs/decisions/0025). */
export interface UnderwritingView {
  /** Pending, OnHold, Recommendation Awaited, Approved or Declined; null when no person needed to look */
  underwritingStatus?: string | null;
  /** the reason the customer is given with OnHold or Declined */
  underwritingReason?: string | null;
}

/** True while an underwriter still has to decide (the application cannot be changed meanwhile). */
export const underReview = (application: UnderwritingView): boolean =>
  application.underwritingStatus === 'Pending' ||
  application.underwritingStatus === 'OnHold' ||
  application.underwritingStatus === 'Recommendation Awaited';

/** An underwriter declined it (the application is then cancelled: the customer reads "Declined" and why). */
export const declinedByUnderwriting = (application: UnderwritingView): boolean =>
  application.underwritingStatus === 'Declined';

/**
 * The status to show on the application's chip: the underwriting state while an underwriter decides, and
 * "Declined" for one an underwriter declined (not the "Cancelled" it is stored as).
 */
export const applicationDisplayValue = (application: UnderwritingView & { statusDisplayValue: string }) =>
  (underReview(application) || declinedByUnderwriting(application)) && application.underwritingStatus
    ? application.underwritingStatus
    : application.statusDisplayValue;

/** Who reads the note: the customer (their own voice) or staff such as the operator (the staff voice). */
export type UnderwritingReader = 'customer' | 'staff';

/** The staff's sentence (the operator's list): the same words as the staff histories' (domain). */
function staffMessage(application: UnderwritingView, reason: string | null) {
  switch (application.underwritingStatus) {
    case 'Pending':
    case 'Recommendation Awaited':
      return { severity: 'info' as const, text: `${UNDERWRITING_STAFF_WORDS.referred}.` };
    case 'OnHold':
      return { severity: 'warning' as const, text: UNDERWRITING_STAFF_WORDS.onHold(reason) };
    case 'Declined':
      return { severity: 'error' as const, text: UNDERWRITING_STAFF_WORDS.declined(reason) };
    default:
      return null;
  }
}

/** The plain sentence for the reader (the customer unless said), or null when there is nothing to say. */
export function underwritingMessage(
  application: UnderwritingView,
  reader: UnderwritingReader = 'customer',
): {
  severity: 'info' | 'warning' | 'error';
  text: string;
} | null {
  const reason = application.underwritingReason?.trim();
  if (reader === 'staff') return staffMessage(application, reason || null);
  switch (application.underwritingStatus) {
    case 'Pending':
    case 'Recommendation Awaited':
      return {
        severity: 'info',
        text: 'Our underwriters are reviewing your application. We will let you know by email or SMS, usually within 2 working days.',
      };
    case 'OnHold':
      return {
        severity: 'warning',
        // the underwriter's words after who wrote them, as the email has them ('Please send …' reads too)
        text: applicationOnHoldText(reason),
      };
    case 'Declined':
      return {
        severity: 'error',
        text: `We could not accept your application${reason ? `: ${reason}` : '.'}`,
      };
    default:
      return null;
  }
}

/** Where and for what the customer answers a hold (the line's sendHoldDocuments call). */
export interface HoldAnswer {
  applicationId: string;
  /** what the application is for, e.g. 'the application for the Samsung Galaxy Z Fold7' */
  subject: string;
  target: HoldDocumentsTarget;
}

/**
 * The underwriting state of an application in the customer's words (nothing when none applies); on hold,
 * with `answer`, the upload of what the underwriter asked for under the reason.
 */
export function UnderwritingNote({
  application,
  answer,
  reader = 'customer',
}: {
  application: UnderwritingView;
  answer?: HoldAnswer | undefined;
  /** 'staff' for an operator's list: the staff voice ('Application declined: …') */
  reader?: UnderwritingReader;
}) {
  const message = underwritingMessage(application, reader);
  if (!message) return null;
  const onHold = application.underwritingStatus === 'OnHold' && answer;
  return (
    <Alert severity={message.severity} sx={{ width: '100%', mt: 1, '& .MuiAlert-message': { flex: 1 } }}>
      {message.text}
      {onHold ? (
        <HoldDocuments applicationId={answer.applicationId} subject={answer.subject} target={answer.target} />
      ) : null}
    </Alert>
  );
}
