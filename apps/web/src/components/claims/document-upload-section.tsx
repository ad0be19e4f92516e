import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileUploadField } from '../file-upload/file-upload-field';
import { SectionCard } from '../policies/section-card';
import type { DocumentFiles, UploadStates } from './upload-state';

export interface DocumentKindOption<K extends string> {
  value: K;
  label: string;
}

export interface DocumentUploadSectionProps<K extends string> {
  title?: string;
  /** what to send (the line's own advice) */
  intro: ReactNode;
  /** every kind of document the claim may have, in order */
  kinds: readonly DocumentKindOption<K>[];
  /** the kinds the claim needs: listed first and marked required */
  required: readonly K[];
  files: DocumentFiles<K>;
  onFile: (kind: K, file: File | null, problem: string | null) => void;
  uploads: UploadStates<K>;
  /** kind → message, e.g. 'Please add this document' */
  errors?: Partial<Record<K, string>>;
  /** kinds already on the claim (not asked again) */
  present?: readonly string[];
  maxBytes?: number;
}

/** The kinds that can still be added to a claim: every kind not already on it, in order. */
export function kindsToAdd<K extends string>(
  kinds: readonly DocumentKindOption<K>[],
  present: readonly string[] = [],
): DocumentKindOption<K>[] {
  return kinds.filter((kind) => !present.includes(kind.value));
}

/**
 * The documents of a claim, one upload field each: the required kinds first, then the optional ones.
 * A refused file (type, size) shows why; an upload in progress, done or failed shows as such.
 */
export function DocumentUploadSection<K extends string>({
  title = 'Documents',
  intro,
  kinds,
  required,
  files,
  onFile,
  uploads,
  errors = {},
  present = [],
  maxBytes,
}: DocumentUploadSectionProps<K>) {
  const [problems, setProblems] = useState<Partial<Record<K, string>>>({});
  const needed = new Set<string>(required);
  const shown = kindsToAdd(kinds, present).sort(
    (a, b) => Number(needed.has(b.value)) - Number(needed.has(a.value)),
  );
  return (
    <SectionCard title={title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <Stack spacing={1.5}>
        {shown.map((kind) => {
          const upload = uploads[kind.value];
          const file = files[kind.value];
          return (
            <FileUploadField
              key={kind.value}
              label={kind.label}
              required={needed.has(kind.value)}
              file={file ?? null}
              onChange={(chosen, problem) => {
                setProblems((current) => ({ ...current, [kind.value]: problem ?? '' }));
                onFile(kind.value, chosen, problem);
              }}
              status={upload?.status}
              progress={upload?.progress}
              error={problems[kind.value] || upload?.error || (file ? null : errors[kind.value]) || null}
              maxBytes={maxBytes}
            />
          );
        })}
      </Stack>
    </SectionCard>
  );
}
