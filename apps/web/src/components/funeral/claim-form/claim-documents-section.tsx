import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  requiredFuneralClaimDocuments,
  type FuneralClaimDocumentKind,
} from '@cover/domain';
import { FileUploadField, type UploadStatus } from '../../file-upload/file-upload-field';

export interface UploadState {
  status: UploadStatus;
  progress: number;
  error: string | null;
}

export type UploadStates = Partial<Record<FuneralClaimDocumentKind, UploadState>>;

export interface ClaimDocumentsSectionProps {
  cause: 'natural' | 'accidental';
  files: Partial<Record<FuneralClaimDocumentKind, File>>;
  onFile: (kind: FuneralClaimDocumentKind, file: File | null, problem: string | null) => void;
  uploads: UploadStates;
  errors: Record<string, string>;
  /** kinds already on the claim (not asked again) */
  present?: readonly string[];
  maxBytes?: number;
  title?: string;
}

/** The documents of spec §9: the required ones first (a police report for an accidental death), then optional. */
export function ClaimDocumentsSection({
  cause,
  files,
  onFile,
  uploads,
  errors,
  present = [],
  maxBytes,
  title = 'Documents',
}: ClaimDocumentsSectionProps) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const required = new Set<string>(requiredFuneralClaimDocuments(cause));
  const kinds = FUNERAL_CLAIM_DOCUMENT_KINDS.filter((kind) => !present.includes(kind.value)).sort(
    (a, b) => Number(required.has(b.value)) - Number(required.has(a.value)),
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="documents-upload-title"
    >
      <Typography id="documents-upload-title" variant="h4" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Clear photos or scans.{' '}
        {cause === 'accidental' ? 'An accidental death also needs the police report.' : ''}
      </Typography>
      <Stack spacing={1.5}>
        {kinds.map((kind) => {
          const upload = uploads[kind.value];
          return (
            <FileUploadField
              key={kind.value}
              label={kind.label}
              required={required.has(kind.value)}
              file={files[kind.value] ?? null}
              onChange={(file, problem) => {
                setProblems((current) => ({ ...current, [kind.value]: problem ?? '' }));
                onFile(kind.value, file, problem);
              }}
              status={upload?.status}
              progress={upload?.progress}
              error={
                problems[kind.value] ||
                upload?.error ||
                (files[kind.value] ? null : errors[`files.${kind.value}`]) ||
                null
              }
              maxBytes={maxBytes}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
