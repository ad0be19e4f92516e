import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DOCUMENT_LOG_ERRORS } from '@cover/domain';
import { useNotify } from '../notifications/use-notify';
import { saveBlob } from '../pdf-preview/data-url';
import { fetchDocument } from '../pdf-preview/fetch-document';
import { PdfPreview } from '../pdf-preview/pdf-preview';
import { clientLog } from '../../lib/client-log';
import { getAccessToken, type Audience } from '../../lib/identity';
import type { ClaimLabels } from './claim-labels';
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
}

export interface DocumentListProps {
  documents: readonly ListedDocument[];
  /** whose bearer token the download carries; null: none (the operator's cookie session) */
  audience: Audience | null;
  labels: Pick<ClaimLabels, 'documentKind' | 'dateTime'>;
}

export const DOCUMENT_LOAD_FAILED = 'Unable to load this document. Please try again later.';

/** A claim's documents: kind, name, size and time; download any, preview PDFs inline. */
export function DocumentList({ documents, audience, labels }: DocumentListProps) {
  const notify = useNotify();
  const [preview, setPreview] = useState<{ id: string; blob: Blob; name: string } | null>(null);
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
            title={labels.documentKind(document.type)}
            detail={`${document.name} · ${document.size} · ${labels.dateTime(document.createdAt)}`}
          >
            {document.contentType === 'application/pdf' ? (
              <Button
                onClick={async () => {
                  const blob = await load(document);
                  if (blob) setPreview({ id: document.id, blob, name: document.name });
                }}
              >
                Preview
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
      {preview ? (
        <Box sx={{ mt: 2 }}>
          <PdfPreview key={preview.id} source={preview.blob} fileName={preview.name} title={preview.name} />
        </Box>
      ) : null}
    </Box>
  );
}
