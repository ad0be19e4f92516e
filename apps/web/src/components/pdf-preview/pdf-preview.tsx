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

/**
 * A PDF shown in an <iframe> of a blob: URL (the CSP allows frame-src blob:), with a download button and
 * an "open" link for phones whose browsers download instead of previewing.
 */
export function PdfPreview({ source, fileName, title, height = 560 }: PdfPreviewProps) {
  const blob = useMemo(() => (typeof source === 'string' ? dataUrlToBlob(source) : source), [source]);
  const url = useObjectUrl(blob);
  if (!blob) {
    return (
      <Typography role="alert" color="error">
        This document could not be read.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {url ? (
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
