import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BENEFICIARY_RELATIONS } from '@cover/domain';
import { PhoneField } from '../identity-fields/phone-field';
import { SaIdField } from '../identity-fields/sa-id-field';
import { beneficiaryErrors, type BeneficiaryDraft } from './beneficiary-rules';

export interface BeneficiaryDialogProps {
  open: boolean;
  /** the beneficiary to edit, or a fresh one to add */
  initial: BeneficiaryDraft;
  mode: 'add' | 'edit';
  onCancel: () => void;
  onSave: (draft: BeneficiaryDraft) => void;
}

/** Add or edit one beneficiary: relation, names, optional ID number and contacts, and the share. */
export function BeneficiaryDialog({ open, initial, mode, onCancel, onSave }: BeneficiaryDialogProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setDraft(initial);
      setErrors({});
    }
  }, [open, initial]);
  const set = <K extends keyof BeneficiaryDraft>(field: K, value: BeneficiaryDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const save = () => {
    const found = beneficiaryErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };

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
            event.preventDefault();
            save();
          }}
        >
          <TextField
            select
            label="Relationship to you"
            required
            value={draft.relation}
            onChange={(event) => set('relation', event.target.value)}
            error={Boolean(errors.relation)}
            helperText={errors.relation ?? ' '}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Choose a relationship
            </option>
            {BENEFICIARY_RELATIONS.map((relation) => (
              <option key={relation.value} value={relation.value}>
                {relation.label}
              </option>
            ))}
          </TextField>
          <TextField
            label="First name"
            required
            value={draft.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName ?? ' '}
            slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 60 } }}
          />
          <TextField
            label="Last name"
            required
            value={draft.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName ?? ' '}
            slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 60 } }}
          />
          <SaIdField
            label="SA ID number (optional)"
            value={draft.idNumber}
            onChange={(value) => set('idNumber', value)}
            error={errors.idNumber}
          />
          <TextField
            label="Email (optional)"
            type="email"
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          <PhoneField
            label="Mobile number (optional)"
            value={draft.mobile}
            onChange={(value) => set('mobile', value)}
            error={errors.mobile}
            autoComplete="off"
          />
          <PhoneField
            label="Alternate mobile (optional)"
            value={draft.alternateMobile}
            onChange={(value) => set('alternateMobile', value)}
            error={errors.alternateMobile}
            autoComplete="off"
          />
          <TextField
            label="Share (%)"
            required
            type="number"
            value={Number.isFinite(draft.percentage) ? String(draft.percentage) : ''}
            onChange={(event) =>
              set('percentage', event.target.value === '' ? Number.NaN : Number(event.target.value))
            }
            error={Boolean(errors.percentage)}
            helperText={errors.percentage ?? 'A whole number from 1 to 100'}
            slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
          />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={save}>
          {mode === 'add' ? 'Add beneficiary' : 'Save beneficiary'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
