import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DocumentsSubmitButton } from '../file-upload/documents-submit-button';
import type { ClaimForm } from './use-claim-form';

export interface ClaimFormFrameProps<T extends FieldValues> {
  /** the form's accessible name, e.g. '<line> claim' */
  label: string;
  /** the form (useClaimForm); its sections read it from the form context */
  claim: ClaimForm<T>;
  /** the sections of the claim */
  children: ReactNode;
}

/** A claim form: its sections, the problem of the last attempt, and the 'Submit claim' button. */
export function ClaimFormFrame<T extends FieldValues>({ label, claim, children }: ClaimFormFrameProps<T>) {
  return (
    <FormProvider {...claim.form}>
      <Stack
        ref={claim.formRef}
        component="form"
        noValidate
        spacing={2.5}
        aria-label={label}
        onSubmit={claim.onSubmit}
      >
        {children}
        {claim.problem ? <Alert severity="error">{claim.problem}</Alert> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <DocumentsSubmitButton
            type="submit"
            variant="contained"
            size="large"
            loading={claim.submitting}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Submit claim
          </DocumentsSubmitButton>
        </Box>
      </Stack>
    </FormProvider>
  );
}
