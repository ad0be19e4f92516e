import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DocumentsSubmitButton } from '../file-upload/documents-submit-button';
import type { DraftForm } from './use-draft-form';
import { WizardActions } from './wizard-actions';

/** What saving a step gives back: a problem to show, or nothing. */
export type SaveOutcome = string | null | void;

export interface WizardStepFormProps<T extends FieldValues> {
  /** the form's accessible name, e.g. 'Your details' */
  label: string;
  /** the step's form (useDraftForm): invalid values stay on the step with focus on the first error */
  form: Pick<DraftForm<T>, 'formRef' | 'onSubmit'>;
  /**
   * Runs with the valid values when the step is submitted. It may give back a problem of the whole step
   * (a failed request), shown above the fields; while it works, the submit button shows it is busy.
   */
  onSave: (values: T) => SaveOutcome | Promise<SaveOutcome>;
  /** a problem of the whole step found outside saving, shown above the fields */
  error?: string | null;
  /** the back button's text; it opens the previous step */
  backLabel?: string;
  submitLabel: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A wizard step as a form: its problem, its sections, then back and the submit button. */
export function WizardStepForm<T extends FieldValues>({
  label,
  form,
  onSave,
  error,
  backLabel,
  submitLabel,
  submitting = false,
  submitDisabled = false,
  children,
}: WizardStepFormProps<T>) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (values: T) => {
    setProblem(null);
    const outcome = onSave(values);
    if (!(outcome instanceof Promise)) return setProblem(outcome ?? null);
    setSaving(true);
    try {
      setProblem((await outcome) ?? null);
    } finally {
      setSaving(false);
    }
  };
  const shown = problem ?? error;
  return (
    <Stack
      ref={form.formRef}
      component="form"
      noValidate
      spacing={3}
      aria-label={label}
      onSubmit={form.onSubmit(save)}
    >
      {shown ? <Alert severity="error">{shown}</Alert> : null}
      {children}
      <WizardActions backLabel={backLabel}>
        <DocumentsSubmitButton
          type="submit"
          variant="contained"
          size="large"
          loading={submitting || saving}
          disabled={submitDisabled}
        >
          {submitLabel}
        </DocumentsSubmitButton>
      </WizardActions>
    </Stack>
  );
}
