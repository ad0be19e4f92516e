import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DocumentFile } from '@cover/domain';
import { DocumentRow, DocumentRows } from '../claims/document-row';
import { DocumentsPanel } from '../claims/documents-panel';
import { PdfPreview } from '../pdf-preview/pdf-preview';
import { useDocumentListState, type LoadedDocuments } from './document-list-state';

export interface PolicyDocumentsProps {
  files: readonly DocumentFile[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
}

/** The policy's documents (the schedule per version, letters): preview a PDF inline or download it. */
export function PolicyDocuments({ files, loading, error, onRetry }: PolicyDocumentsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const shown = files?.find((file) => file.fileName === (open ?? files[0]?.fileName));
  return (
    <DocumentsPanel
      loading={loading}
      error={error}
      onRetry={onRetry}
      count={files?.length}
      emptyText="Your documents will appear here once they are ready."
    >
      <DocumentRows>
        {files?.map((file) => (
          <DocumentRow key={file.fileName} title={file.description} detail={file.fileName}>
            <Button
              variant={shown === file ? 'contained' : 'outlined'}
              aria-pressed={shown === file}
              onClick={() => setOpen(file.fileName)}
            >
              Preview
            </Button>
          </DocumentRow>
        ))}
      </DocumentRows>
      {shown ? (
        <Box sx={{ mt: 2 }}>
          <PdfPreview
            key={shown.fileName}
            source={shown.url}
            fileName={shown.fileName}
            title={shown.description}
          />
        </Box>
      ) : null}
    </DocumentsPanel>
  );
}

/** The policy's documents from the query that loads them; its problems are logged (document-list-state.ts). */
export function PolicyDocumentsOf({ documents, area }: { documents: LoadedDocuments; area: string }) {
  return <PolicyDocuments {...useDocumentListState(documents, area)} />;
}
