import { UNABLE_TO } from '@cover/domain';
import type { Audience } from '../../lib/identity';
import type { ClaimLabels } from './claim-labels';
import { DocumentList, type ListedDocument } from './document-list';
import { DocumentsPanel } from './documents-panel';
import { OutstandingDocuments } from './outstanding-documents';

/** The claim documents query as the panel reads it (an RTK Query result fits). */
export interface LoadedClaimDocuments {
  data?: { data: readonly ListedDocument[] };
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ClaimDocumentsPanelProps {
  documents: LoadedClaimDocuments;
  /** the kinds the claim still needs */
  outstanding: readonly string[];
  /** whose bearer token the downloads carry */
  audience: Audience;
  labels: Pick<ClaimLabels, 'documentKind' | 'dateTime'>;
}

/** A claim's documents (preview, download) and those still needed, on the claim's page of any line. */
export function ClaimDocumentsPanel({ documents, outstanding, audience, labels }: ClaimDocumentsPanelProps) {
  return (
    <DocumentsPanel
      loading={documents.isLoading}
      error={documents.isError ? UNABLE_TO.LOAD_DOCUMENTS : null}
      onRetry={() => void documents.refetch()}
      count={documents.data?.data.length}
      emptyText="No documents yet."
      footer={<OutstandingDocuments kinds={outstanding} documentKind={labels.documentKind} />}
    >
      <DocumentList documents={documents.data?.data ?? []} audience={audience} labels={labels} />
    </DocumentsPanel>
  );
}
