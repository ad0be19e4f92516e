import { INSPECTION_PHOTO_GUIDES, type InspectionPhotoKind } from '@cover/domain/motor';
import type { BackofficePreInspectionDetail } from '../api/pre-inspections-api';
import { actorLabel, eventTypeLabel, type HistoryEntry } from '../components/history-list';

const WHAT: Record<string, string> = {
  pre_inspection_created: 'Pre-inspection started',
  inspection_link_sent: 'Photo link sent by SMS',
  inspection_photo_uploaded: 'Photo taken',
  pre_inspection_submitted: 'Photos sent for assessment',
  pre_inspection_approved: 'Approved',
  pre_inspection_rejected: 'Not approved',
  pre_inspection_removed: 'Removed',
  pre_inspection_cancelled: 'No longer needed',
  pre_inspection_approved_with_claim: 'Approved with the claim',
};

/** Why an inspection was closed, from its event's closeReason (close.ts on the server). */
function closedBecause(closeReason: unknown): string | null {
  if (closeReason === 'claim_repudiated') return 'The claim was repudiated.';
  if (closeReason === 'declined' || closeReason === 'withdrawn') {
    return `The application for this vehicle was ${closeReason}.`;
  }
  return null;
}

type Event = BackofficePreInspectionDetail['history'][number];

/** The inspection's events as history entries (who, when, what; the reason when rejected or closed). */
export function preInspectionHistory(events: readonly Event[]): HistoryEntry[] {
  return events.map((event, index) => {
    const reason =
      typeof event.data.reason === 'string' ? event.data.reason : closedBecause(event.data.closeReason);
    const kind =
      typeof event.data.kind === 'string' && event.data.kind in INSPECTION_PHOTO_GUIDES
        ? `: ${INSPECTION_PHOTO_GUIDES[event.data.kind as InspectionPhotoKind].label.toLowerCase()}`
        : '';
    return {
      id: `${event.createdAt}-${index}`,
      at: event.createdAt,
      by: actorLabel(event.actor, event.actorName),
      what: `${WHAT[event.type] ?? eventTypeLabel(event.type)}${kind}`,
      why: reason,
      staffOnly: false,
    };
  });
}
