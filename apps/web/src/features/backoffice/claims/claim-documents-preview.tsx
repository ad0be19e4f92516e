import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { fetchDocument } from '../../../components/pdf-preview/fetch-document';
import { PdfPreview } from '../../../components/pdf-preview/pdf-preview';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import type { BackofficeClaim } from '../api/claims-api';
import { kindLabel } from './claim-labels';

type ClaimDocument = BackofficeClaim['documents'][number];

const inline = (url: string) => `${url}${url.includes('?') ? '&' : '?'}disposition=inline`;

/** A PDF fetched from the back-office download route (the operator's cookie) into the pdf preview. */
function PdfDocument({ document }: { document: ClaimDocument }) {
  const [state, setState] = useState<{ blob?: Blob; failed?: boolean; round: number }>({ round: 0 });
  useEffect(() => {
    let live = true;
    fetchDocument(inline(document.url), null).then(
      (blob) => live && setState((current) => ({ ...current, blob, failed: false })),
      () => live && setState((current) => ({ ...current, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [document.url, state.round]);
  if (state.failed)
    return (
      <ErrorState
        message="This document could not be loaded."
        onRetry={() => setState((current) => ({ round: current.round + 1 }))}
      />
    );
  if (!state.blob) return <LoadingState label={`Loading ${document.name}`} lines={2} />;
  return <PdfPreview source={state.blob} fileName={document.name} title={document.name} height={640} />;
}

/** An image shown in the page at its full width; tap to open it at full size. */
function ImageDocument({ document }: { document: ClaimDocument }) {
  const [failed, setFailed] = useState(false);
  const src = inline(document.url);
  if (failed)
    return <ErrorState message="This image could not be loaded." onRetry={() => setFailed(false)} />;
  return (
    <Link href={src} target="_blank" rel="noopener" aria-label={`Open ${document.name} at full size`}>
      <Box
        component="img"
        src={src}
        alt={`${kindLabel(document.type)}: ${document.name}`}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{
          display: 'block',
          width: '100%',
          maxHeight: { xs: 480, md: 720 },
          objectFit: 'contain',
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      />
    </Link>
  );
}

/** A claim's documents previewed in the page: images inline, PDFs in the pdf preview, others to download. */
export function ClaimDocumentsPreview({ claim }: { claim: BackofficeClaim }) {
  return (
    <SectionCard title="Documents" headerGap={1.5}>
      {claim.documentsOutstanding.length > 0 ? (
        <Typography sx={{ mb: 2 }} data-testid="documents-outstanding">
          Still needed: {claim.documentsOutstanding.map(kindLabel).join(', ')}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Every required document is in
          {claim.documentsCompleteAt ? ` (since ${formatDateTime(claim.documentsCompleteAt)})` : ''}.
        </Typography>
      )}
      {claim.documents.length === 0 ? (
        <Typography color="text.secondary">No documents have been uploaded yet.</Typography>
      ) : (
        <Stack spacing={3}>
          {claim.documents.map((document) => (
            <Box component="figure" key={document.id} sx={{ m: 0 }} data-testid="claim-document">
              <Box
                component="figcaption"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {kindLabel(document.type)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {document.name} · {document.size} · {formatDateTime(document.createdAt)}
                </Typography>
              </Box>
              {document.contentType.startsWith('image/') ? (
                <ImageDocument document={document} />
              ) : document.contentType === 'application/pdf' ? (
                <PdfDocument document={document} />
              ) : (
                <Button variant="outlined" component="a" href={document.url} download={document.name}>
                  Download {document.name}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
