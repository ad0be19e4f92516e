import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MAX_CHILDREN_PER_QUOTE, type PolicyDetail } from '@cover/domain/funeral';
import { BoundCheckbox } from '../../../../components/form-fields/bound-checkbox';
import { newChild, type ChildDraft } from './member-drafts';
import { childDraftSchema } from './member-schemas';
import {
  newPersonFields,
  refineBirthGiven,
  refineBirthMatchesGivenId,
  toNewPersonInput,
} from './new-person-rules';
import { PersonDetailsFields } from '../../../../components/person/person-details-fields';
import { PricedChangeForm } from '../../../../components/policies/priced-change-form';
import type { PricedChangeState } from '../../../../components/policies/priced-change-form';
import { premiumConsentFor } from '../premium-consent-for';

/**
 * New children: names, an optional valid ID number, and a date of birth given or read from the ID number (the
 * day the ID number says, when both are given).
 */
const newChildrenSchema = z.object({
  children: z
    .array(
      childDraftSchema
        .extend(newPersonFields)
        .superRefine(refineBirthGiven)
        .superRefine(refineBirthMatchesGivenId),
    )
    .min(1)
    .max(MAX_CHILDREN_PER_QUOTE),
});

/** Where a new child's details sit in the form. */
const childPaths = (index: number) =>
  ({
    firstName: `children.${index}.firstName`,
    lastName: `children.${index}.lastName`,
    idNumber: `children.${index}.idNumber`,
    dateOfBirth: `children.${index}.dateOfBirth`,
  }) as const;

const toChildInput = (child: ChildDraft) => ({
  ...toNewPersonInput(child),
  isStudying: child.isStudying,
  isDisabled: child.isDisabled,
});

/** A new child as the add_children change (and the retail addChildren call) takes it. */
export type NewChildInput = ReturnType<typeof toChildInput>;

/** The priced change that adds the children: the retail addChildren call, or the employee's alteration. */
export interface AddChildrenChange extends PricedChangeState {
  problem?: { message: string } | null;
  requestPreview: (change: { children: NewChildInput[] }) => unknown;
}

/**
 * Add children to a policy of any audience: their details, the priced preview (one premium for all
 * children), then applied through `change` with the payment consent for the new premium when it goes up.
 */
export function AddChildrenForm({ policy, change }: { policy: PolicyDetail; change: AddChildrenChange }) {
  const lastName = policy.module.mainMember.lastName ?? '';
  const form = useForm<{ children: ChildDraft[] }>({
    resolver: zodResolver(newChildrenSchema),
    defaultValues: { children: [newChild(lastName)] },
  });
  const children = useFieldArray({ control: form.control, name: 'children', keyName: 'fieldKey' });
  return (
    <PricedChangeForm
      change={change}
      confirmLabel="Add the children"
      consentFor={premiumConsentFor(policy)}
      problem={change.problem?.message}
      onSubmit={form.handleSubmit((values) =>
        change.requestPreview({ children: values.children.map(toChildInput) }),
      )}
      secondary={
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={children.fields.length >= MAX_CHILDREN_PER_QUOTE}
          onClick={() => children.append(newChild(lastName), { shouldFocus: false })}
        >
          Another child
        </Button>
      }
    >
      <Typography color="text.secondary">
        Children up to 21, up to 25 while studying, or older when disabled. All children share one premium.
      </Typography>
      {children.fields.map((child, index) => (
        <Paper
          key={child.fieldKey}
          variant="outlined"
          sx={{ p: 2 }}
          role="group"
          aria-label={`New child ${index + 1}`}
        >
          <PersonDetailsFields form={form} idOptional names={childPaths(index)} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <BoundCheckbox
              control={form.control}
              name={`children.${index}.isStudying`}
              label="Studying full time"
            />
            <BoundCheckbox control={form.control} name={`children.${index}.isDisabled`} label="Disabled" />
            {children.fields.length > 1 ? (
              <Button color="error" onClick={() => children.remove(index)}>
                Remove
              </Button>
            ) : null}
          </Box>
        </Paper>
      ))}
    </PricedChangeForm>
  );
}
