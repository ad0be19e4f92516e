import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Policy } from '@cover/domain';
import { ClaimDocumentsSection, type UploadStates } from './claim-documents-section';
import { DeceasedSection } from './claim-deceased-section';
import type { ClaimDraft } from './claim-draft';
import { ClaimantSection, PayoutSection } from './claim-people-sections';

export interface FuneralClaimFormProps {
  policies: readonly Policy[];
  draft: ClaimDraft;
  onChange: (draft: ClaimDraft) => void;
  errors: Record<string, string>;
  onSubmit: () => void;
  submitting: boolean;
  /** show the document uploads (the retail family takes them; CMS claims are documented later) */
  documents: boolean;
  uploads?: UploadStates;
  problem?: string | null;
}

/** A funeral claim: the deceased and the cause, the claimant, the payout account and the documents. */
export function FuneralClaimForm({
  policies,
  draft,
  onChange,
  errors,
  onSubmit,
  submitting,
  documents,
  uploads = {},
  problem,
}: FuneralClaimFormProps) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Funeral claim"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      }}
    >
      <DeceasedSection policies={policies} draft={draft} onChange={onChange} errors={errors} />
      <ClaimantSection draft={draft} onChange={onChange} errors={errors} />
      <PayoutSection draft={draft} onChange={onChange} errors={errors} />
      {documents ? (
        <ClaimDocumentsSection
          cause={draft.causeOfDeath}
          files={draft.files}
          uploads={uploads}
          errors={errors}
          onFile={(kind, file, fileProblem) => {
            const files = { ...draft.files };
            if (file && !fileProblem) files[kind] = file;
            else delete files[kind];
            onChange({ ...draft, files });
          }}
        />
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={submitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Submit claim
        </Button>
      </Box>
    </Stack>
  );
}
