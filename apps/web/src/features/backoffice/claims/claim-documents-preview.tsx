import Typography from '@mui/material/Typography';
import { HOLD_DOCUMENT_KIND, holdDocumentLabel } from '@cover/domain';
import { formatDateTime } from '../../../components/policies/format-time';
import type { BackofficeClaim } from '../api/claims-api';
import { DocumentsPreview } from '../components/documents-preview';
import { kindLabel } from './claim-labels';

/** A claim's documents previewed in the page, with what is still needed above them. */
export function ClaimDocumentsPreview({ claim }: { claim: BackofficeClaim }) {
  // the claim type's own names of its documents ('Copy of the driver’s licence'), else the kind in words
  const label = (kind: string) => claim.documentLabels?.[kind] ?? kindLabel(kind);
  return (
    <DocumentsPreview
      documents={claim.documents}
      label={(document) =>
        // sent for a hold: what that hold asked for, so each answer reads with its request
        document.type === HOLD_DOCUMENT_KIND.value
          ? holdDocumentLabel(document.askedFor)
          : label(document.type)
      }
      status={
        claim.documentsOutstanding.length > 0 ? (
          <Typography sx={{ mb: 2 }} data-testid="documents-outstanding">
            Still needed: {claim.documentsOutstanding.map(label).join(', ')}
          </Typography>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Every required document is in
            {claim.documentsCompleteAt ? ` (since ${formatDateTime(claim.documentsCompleteAt)})` : ''}.
          </Typography>
        )
      }
    />
  );
}
