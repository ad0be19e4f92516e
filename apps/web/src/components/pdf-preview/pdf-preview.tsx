import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { dataUrlToBlob } from './data-url';
import { useObjectUrl } from './use-object-url';

export interface PdfPreviewProps {
  /** the document: a Blob, or a base64 data URL as the document endpoints return */
  source: Blob | string;
  fileName: string;
  title: string;
  /** preview height from md up; phones get a shorter frame (many phone browsers do not render PDFs inline) */
  height?: number;
}

/** Said instead of the frame where the browser shows no PDFs in a page. */
export const PDF_NOT_SHOWN_HERE =
  'This browser does not show PDFs inside the page: download it, or open it in a new tab.';

/**
 * Whether the browser shows a PDF inside the page. Chrome on Android, on most of our customers' phones,
 * reports `navigator.pdfViewerEnabled` false: a frame there stays blank. A browser that predates the
 * property is given the frame.
 */
const showsPdfsInPage = () => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/**
 * A PDF shown in an <iframe> of a blob: URL (the CSP allows frame-src blob:), with a download button and
 * an "open" link. Where the browser shows no PDFs in a page, the frame is left out and a line says so.
 */
export function PdfPreview({ source, fileName, title, height = 560 }: PdfPreviewProps) {
  const blob = useMemo(() => (typeof source === 'string' ? dataUrlToBlob(source) : source), [source]);
  const url = useObjectUrl(blob);
  const inPage = showsPdfsInPage();
  if (!blob) {
    return (
      <Typography role="alert" color="error">
        This document could not be read.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {url && !inPage ? (
        <Typography variant="body2" color="text.secondary">
          {PDF_NOT_SHOWN_HERE}
        </Typography>
      ) : null}
      {url && inPage ? (
        <Box
          component="iframe"
          src={url}
          title={title}
          data-testid="pdf-preview"
          sx={{
            width: '100%',
            height: { xs: 360, md: height },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'grey.100',
          }}
        />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          component="a"
          variant="contained"
          startIcon={<DownloadIcon />}
          href={url ?? '#'}
          download={fileName}
          disabled={!url}
        >
          Download {fileName}
        </Button>
        <Button
          component="a"
          variant="outlined"
          startIcon={<OpenInNewIcon />}
          href={url ?? '#'}
          target="_blank"
          rel="noopener"
          disabled={!url}
        >
          Open in a new tab
        </Button>
      </Stack>
    </Stack>
  );
}
