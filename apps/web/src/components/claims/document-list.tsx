import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DOCUMENT_LOG_ERRORS, HOLD_DOCUMENT_KIND, holdDocumentLabel } from '@cover/domain';
import { useNotify } from '../notifications/use-notify';
import { saveBlob } from '../pdf-preview/data-url';
import { fetchDocument } from '../pdf-preview/fetch-document';
import { clientLog } from '../../lib/client-log';
import { getAccessToken, type Audience } from '../../lib/identity';
import type { ClaimLabels } from './claim-labels';
import { canPreview, DocumentPreview } from './document-preview';
import { DocumentRow, DocumentRows } from './document-row';

/** A document on a claim as the claims routes list it. */
export interface ListedDocument {
  id: string;
  name: string;
  /** the document kind */
  type: string;
  /** the protected download route */
  url: string;
  contentType: string;
  /** '512 KB' */
  size: string;
  createdAt: string;
  /** sent for a hold: what that hold asked for (null or absent when not known) */
  askedFor?: string | null | undefined;
}

export interface DocumentListProps {
  documents: readonly ListedDocument[];
  /** whose bearer token the download carries; null: none (the operator's cookie session) */
  audience: Audience | null;
  labels: Pick<ClaimLabels, 'documentKind' | 'dateTime'>;
}

export const DOCUMENT_LOAD_FAILED = 'Unable to load this document. Please try again later.';

/**
 * How a document's kind reads: the line's name for it, or, sent for a hold, what that hold asked for ('Asked
 * for: certified copy of the death certificate'; 'Document we asked for' when not known).
 */
const kindLabel = (labels: DocumentListProps['labels'], document: ListedDocument) =>
  document.type === HOLD_DOCUMENT_KIND.value
    ? holdDocumentLabel(document.askedFor)
    : labels.documentKind(document.type);

/**
 * A claim's documents: kind, name, size and time; download any; preview PDFs and photos right under their
 * row ('Hide preview' closes it).
 */
export function DocumentList({ documents, audience, labels }: DocumentListProps) {
  const notify = useNotify();
  const [preview, setPreview] = useState<{ id: string; blob: Blob } | null>(null);
  const load = async (document: ListedDocument) => {
    try {
      return await fetchDocument(document.url, audience === null ? null : await getAccessToken(audience));
    } catch (error) {
      clientLog.error(
        new Error(
          `${DOCUMENT_LOG_ERRORS.FETCH_FAILED}: ${error instanceof Error ? error.message : 'unknown'}`,
        ),
      );
      notify.error(DOCUMENT_LOAD_FAILED);
      return null;
    }
  };
  if (documents.length === 0) return <Typography color="text.secondary">No documents yet.</Typography>;
  return (
    <Box>
      <DocumentRows>
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            title={kindLabel(labels, document)}
            detail={`${document.name} · ${document.size} · ${labels.dateTime(document.createdAt)}`}
            below={
              preview?.id === document.id ? (
                <DocumentPreview
                  blob={preview.blob}
                  name={document.name}
                  contentType={document.contentType}
                />
              ) : null
            }
          >
            {canPreview(document.contentType) ? (
              <Button
                aria-expanded={preview?.id === document.id}
                onClick={async () => {
                  if (preview?.id === document.id) {
                    setPreview(null);
                    return;
                  }
                  const blob = await load(document);
                  if (blob) setPreview({ id: document.id, blob });
                }}
              >
                {preview?.id === document.id ? 'Hide preview' : 'Preview'}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              onClick={async () => {
                const blob = await load(document);
                if (blob) saveBlob(blob, document.name);
              }}
            >
              Download
            </Button>
          </DocumentRow>
        ))}
      </DocumentRows>
    </Box>
  );
}
