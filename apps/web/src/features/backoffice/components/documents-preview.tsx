import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaimDocumentView } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { fetchDocument } from '../../../components/pdf-preview/fetch-document';
import { PdfPreview } from '../../../components/pdf-preview/pdf-preview';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';

/** A document as the back office lists it (a claim's or an application's): url = a back-office download route. */
export type PreviewDocument = Pick<
  ClaimDocumentView,
  'id' | 'name' | 'url' | 'contentType' | 'size' | 'createdAt'
>;

const inline = (url: string) => `${url}${url.includes('?') ? '&' : '?'}disposition=inline`;

/** A PDF fetched from the back-office download route (the operator's cookie) into the pdf preview. */
function PdfDocument({ document }: { document: PreviewDocument }) {
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
function ImageDocument({ document, label }: { document: PreviewDocument; label: string }) {
  const [failed, setFailed] = useState(false);
  const src = inline(document.url);
  if (failed)
    return <ErrorState message="This image could not be loaded." onRetry={() => setFailed(false)} />;
  return (
    <Link href={src} target="_blank" rel="noopener" aria-label={`Open ${document.name} at full size`}>
      <Box
        component="img"
        src={src}
        alt={`${label}: ${document.name}`}
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

/**
 * A record's documents previewed in the page (a claim's, an application's): images inline, PDFs in the pdf
 * preview, others to download. `status` says above them what is still needed, where the record knows.
 */
export function DocumentsPreview<Document extends PreviewDocument>({
  documents,
  label,
  status,
  empty = 'No documents have been uploaded yet.',
}: {
  documents: readonly Document[];
  /** how people name the document's kind ('Proof of purchase') */
  label: (document: Document) => string;
  status?: ReactNode;
  empty?: string;
}) {
  return (
    <SectionCard title="Documents" headerGap={1.5}>
      {status}
      {documents.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack spacing={3}>
          {documents.map((document) => (
            <Box component="figure" key={document.id} sx={{ m: 0 }} data-testid="record-document">
              <Box
                component="figcaption"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {label(document)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {document.name} · {document.size} · {formatDateTime(document.createdAt)}
                </Typography>
              </Box>
              {document.contentType.startsWith('image/') ? (
                <ImageDocument document={document} label={label(document)} />
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
