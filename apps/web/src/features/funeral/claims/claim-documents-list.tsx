import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import { DOCUMENT_LOG_ERRORS, type FuneralClaimDocument } from '@cover/domain';
import { saveBlob } from '../../../components/pdf-preview/data-url';
import { fetchDocument } from '../../../components/pdf-preview/fetch-document';
import { PdfPreview } from '../../../components/pdf-preview/pdf-preview';
import { documentKindLabel, formatDateTime } from '../../../components/funeral/labels';
import { useNotify } from '../../../components/notifications/use-notify';
import { clientLog } from '../../../lib/client-log';
import { getAccessToken } from '../../../lib/identity';

/** A claim's documents: name, kind and size; download any, preview PDFs inline. */
export function ClaimDocumentsList({ documents }: { documents: readonly FuneralClaimDocument[] }) {
  const notify = useNotify();
  const [preview, setPreview] = useState<{ id: string; blob: Blob; name: string } | null>(null);
  const load = async (document: FuneralClaimDocument) => {
    try {
      return await fetchDocument(document.url, await getAccessToken('retail'));
    } catch (error) {
      clientLog.error(
        new Error(
          `${DOCUMENT_LOG_ERRORS.FETCH_FAILED}: ${error instanceof Error ? error.message : 'unknown'}`,
        ),
      );
      notify.error('Unable to load this document. Please try again later.');
      return null;
    }
  };
  if (documents.length === 0) return <Typography color="text.secondary">No documents yet.</Typography>;
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {documents.map((document) => (
          <Box
            component="li"
            key={document.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <DescriptionIcon color="primary" aria-hidden />
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{documentKindLabel(document.type)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {document.name} · {document.size} · {formatDateTime(document.createdAt)}
              </Typography>
            </Box>
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
          </Box>
        ))}
      </Box>
      {preview ? (
        <Box sx={{ mt: 2 }}>
          <PdfPreview key={preview.id} source={preview.blob} fileName={preview.name} title={preview.name} />
        </Box>
      ) : null}
    </Box>
  );
}
