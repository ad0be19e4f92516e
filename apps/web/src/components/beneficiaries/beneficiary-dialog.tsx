import { useEffect, useId } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BENEFICIARY_RELATIONS } from '@cover/domain';
import { BoundTextField } from '../form-fields/bound-text-field';
import { PhoneFormField, SaIdFormField } from '../policies/controlled-fields';
import { NativeOptions } from '../policies/native-options';
import { beneficiaryDraftSchema, type BeneficiaryDraft } from './beneficiary-rules';

export interface BeneficiaryDialogProps {
  open: boolean;
  /** the beneficiary to edit, or a fresh one to add */
  initial: BeneficiaryDraft;
  mode: 'add' | 'edit';
  onCancel: () => void;
  onSave: (draft: BeneficiaryDraft) => void;
  /** the relation's label, when someone fills it in for the customer (e.g. 'Relationship to Nomvula') */
  relationshipLabel?: string;
}

const NAMES = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
] as const;
const NAME_INPUT = { htmlInput: { autoComplete: 'off', maxLength: 60 } };
const EMAIL = {
  name: 'email',
  label: 'Email (optional)',
  type: 'email',
  slotProps: { htmlInput: { autoComplete: 'off' } },
} as const;

/** The share as a whole number of percent (blank while being typed). */
function ShareField({ control }: { control: Control<BeneficiaryDraft> }) {
  const { field, fieldState } = useController({ control, name: 'percentage' });
  return (
    <TextField
      label="Share (%)"
      required
      type="number"
      name={field.name}
      inputRef={field.ref}
      value={Number.isFinite(field.value) ? String(field.value) : ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
      }
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'A whole number from 1 to 100'}
      slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
    />
  );
}

/** Add or edit one beneficiary: relation, names, optional ID number and contacts, and the share. */
export function BeneficiaryDialog({
  open,
  initial,
  mode,
  onCancel,
  onSave,
  relationshipLabel = 'Relationship to you',
}: BeneficiaryDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm<BeneficiaryDraft>({
    resolver: zodResolver(beneficiaryDraftSchema),
    defaultValues: initial,
  });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);
  const save = handleSubmit((draft) => onSave(draft));

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{mode === 'add' ? 'Add a beneficiary' : 'Edit beneficiary'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            // the dialog sits inside other forms in the React tree: its submit is its own
            event.stopPropagation();
            void save(event);
          }}
        >
          <BoundTextField
            control={control}
            name="relation"
            select
            label={relationshipLabel}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <NativeOptions blank="Choose a relationship" blankDisabled options={BENEFICIARY_RELATIONS} />
          </BoundTextField>
          {NAMES.map(({ name, label }) => (
            <BoundTextField
              key={name}
              control={control}
              name={name}
              label={label}
              required
              slotProps={NAME_INPUT}
            />
          ))}
          <SaIdFormField control={control} name="idNumber" label="SA ID number (optional)" />
          <BoundTextField control={control} {...EMAIL} />
          <PhoneFormField
            control={control}
            name="mobile"
            label="Mobile number (optional)"
            autoComplete="off"
          />
          <PhoneFormField
            control={control}
            name="alternateMobile"
            label="Alternate mobile (optional)"
            autoComplete="off"
          />
          <ShareField control={control} />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()}>
          {mode === 'add' ? 'Add beneficiary' : 'Save beneficiary'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
