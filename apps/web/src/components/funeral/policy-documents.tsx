import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import type { DocumentFile } from '@cover/domain';
import { ErrorState, LoadingState } from '../async-state/async-state';
import { PdfPreview } from '../pdf-preview/pdf-preview';

export interface PolicyDocumentsProps {
  files: readonly DocumentFile[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
}

/** The policy's documents (the schedule per version, letters): preview a PDF inline or download it. */
export function PolicyDocuments({ files, loading, error, onRetry }: PolicyDocumentsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const shown = open ?? files?.[0]?.fileName ?? null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="documents-title"
    >
      <Typography id="documents-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Documents
      </Typography>
      {loading ? <LoadingState label="Loading documents" lines={2} /> : null}
      {error ? <ErrorState message={error} onRetry={onRetry} /> : null}
      {!loading && !error && files && files.length === 0 ? (
        <Typography color="text.secondary">Your documents will appear here once they are ready.</Typography>
      ) : null}
      {files && files.length > 0 ? (
        <>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {files.map((file) => (
              <Box
                component="li"
                key={file.fileName}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <DescriptionIcon color="primary" aria-hidden />
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {file.description}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {file.fileName}
                  </Typography>
                </Box>
                <Button
                  variant={shown === file.fileName ? 'contained' : 'outlined'}
                  aria-pressed={shown === file.fileName}
                  onClick={() => setOpen(file.fileName)}
                >
                  Preview
                </Button>
              </Box>
            ))}
          </Box>
          {files
            .filter((file) => file.fileName === shown)
            .map((file) => (
              <PdfPreview
                key={file.fileName}
                source={file.url}
                fileName={file.fileName}
                title={file.description}
              />
            ))}
        </>
      ) : null}
    </Paper>
  );
}
