import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PolicyDetail } from '@cover/domain';
import { AlterationPreview } from '../../../../components/funeral/alteration-preview';
import {
  dateOfBirthOf,
  newChild,
  type ChildDraft,
} from '../../../../components/funeral/members/member-drafts';
import { addNameErrors, type FieldErrors } from '../../../../components/funeral/members/member-validation';
import { PersonFields } from '../../../../components/funeral/members/person-fields';
import { usePolicyChange } from '../use-policy-change';

/** Add children to a policy: their details, the priced preview (one premium for all children), then applied. */
export function AddChildren({ policy }: { policy: PolicyDetail }) {
  const [children, setChildren] = useState<ChildDraft[]>(() => [
    newChild(policy.module.mainMember.lastName ?? ''),
  ]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = usePolicyChange(policy.policyId, { preview: 'addChildren', apply: 'addChildren' });
  const update = (index: number, patch: Partial<ChildDraft>) =>
    setChildren((list) =>
      list.map((child, position) => (position === index ? { ...child, ...patch } : child)),
    );

  const previewChange = () => {
    const found: FieldErrors = {};
    children.forEach((child, index) => {
      addNameErrors(found, `children.${index}.`, child);
      if (!dateOfBirthOf(child))
        found[`children.${index}.dateOfBirth`] = 'Please enter a date of birth or an ID number';
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void change.requestPreview({
      children: children.map((child) => ({
        firstName: child.firstName.trim(),
        lastName: child.lastName.trim(),
        idNumber: child.idNumber.trim() || undefined,
        dateOfBirth: dateOfBirthOf(child),
        isStudying: child.isStudying,
        isDisabled: child.isDisabled,
      })),
    });
  };

  if (change.preview)
    return (
      <AlterationPreview
        preview={change.preview}
        onCancel={change.clearPreview}
        onConfirm={() => void change.confirm()}
        confirming={change.busy}
        confirmLabel="Add the children"
      />
    );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Children up to 21, up to 25 while studying, or older when disabled. All children share one premium.
      </Typography>
      {children.map((child, index) => (
        <Paper
          key={child.key}
          variant="outlined"
          sx={{ p: 2 }}
          role="group"
          aria-label={`New child ${index + 1}`}
        >
          <PersonFields
            person={child}
            prefix={`children.${index}.`}
            errors={errors}
            onChange={(patch) => update(index, patch)}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={child.isStudying}
                  onChange={(event) => update(index, { isStudying: event.target.checked })}
                />
              }
              label="Studying full time"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={child.isDisabled}
                  onChange={(event) => update(index, { isDisabled: event.target.checked })}
                />
              }
              label="Disabled"
            />
            {children.length > 1 ? (
              <Button
                color="error"
                onClick={() => setChildren((list) => list.filter((_, position) => position !== index))}
              >
                Remove
              </Button>
            ) : null}
          </Box>
        </Paper>
      ))}
      {change.problem ? <Alert severity="error">{change.problem.message}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => setChildren((list) => [...list, newChild(policy.module.mainMember.lastName ?? '')])}
        >
          Another child
        </Button>
        <Button variant="contained" loading={change.busy} onClick={previewChange}>
          See the new premium
        </Button>
      </Box>
    </Stack>
  );
}
