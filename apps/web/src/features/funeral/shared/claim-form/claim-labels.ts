import type { ClaimLabels } from '../../../../components/claims/claim-labels';
import { documentKindLabel, formatDate, formatDateTime } from '../labels';

/** How the funeral line names its claim documents and shows dates on the shared claim screens. */
export const FUNERAL_CLAIM_LABELS: ClaimLabels = {
  documentKind: documentKindLabel,
  date: formatDate,
  dateTime: formatDateTime,
};
