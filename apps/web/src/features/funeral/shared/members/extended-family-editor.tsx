import { useController, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MAX_EXTENDED_FAMILY_PER_QUOTE, type CoverOptionCode } from '@cover/domain/funeral';
import { flattenErrors } from '../../../../components/form-fields/flat-errors';
import { AddPersonButton, PersonCard } from '../../../../components/person/person-card';
import { newExtendedFamilyMember, type ExtendedFamilyDraft } from './member-drafts';
import type { FieldErrors } from './member-validation';
import { CoverOptionOptions, RelationOptions } from './relative-options';

export interface ExtendedFamilyEditorProps {
  members: ExtendedFamilyDraft[];
  onChange: (members: ExtendedFamilyDraft[]) => void;
  /** keyed `extendedFamily.<index>.<field>` */
  errors: FieldErrors;
  defaultOption: CoverOptionCode;
  addLabel?: string;
  max?: number;
}

/** Extended family members: names, relationship, date of birth and each one's cover option. */
export function ExtendedFamilyEditor({
  members,
  onChange,
  errors,
  defaultOption,
  addLabel = 'Add a family member',
  max = MAX_EXTENDED_FAMILY_PER_QUOTE,
}: ExtendedFamilyEditorProps) {
  const update = (index: number, change: Partial<ExtendedFamilyDraft>) =>
    onChange(members.map((member, position) => (position === index ? { ...member, ...change } : member)));
  const field = (index: number, name: string) => errors[`extendedFamily.${index}.${name}`];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {members.map((member, index) => (
        <PersonCard
          key={member.key}
          title={`Family member ${index + 1}`}
          onRemove={() => onChange(members.filter((_, position) => position !== index))}
        >
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="First name"
              required
              value={member.firstName}
              onChange={(event) => update(index, { firstName: event.target.value })}
              error={Boolean(field(index, 'firstName'))}
              helperText={field(index, 'firstName') ?? ' '}
            />
            <TextField
              label="Last name"
              required
              value={member.lastName}
              onChange={(event) => update(index, { lastName: event.target.value })}
              error={Boolean(field(index, 'lastName'))}
              helperText={field(index, 'lastName') ?? ' '}
            />
            <TextField
              select
              label="Relationship"
              required
              value={member.relationship}
              onChange={(event) => update(index, { relationship: event.target.value })}
              error={Boolean(field(index, 'relationship'))}
              helperText={field(index, 'relationship') ?? ' '}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                Choose a relationship
              </option>
              <RelationOptions />
            </TextField>
            <TextField
              label="Date of birth"
              type="date"
              required
              value={member.dateOfBirth}
              onChange={(event) => update(index, { dateOfBirth: event.target.value })}
              error={Boolean(field(index, 'dateOfBirth'))}
              helperText={field(index, 'dateOfBirth') ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label="Cover option"
              value={member.coverageOption}
              onChange={(event) => update(index, { coverageOption: event.target.value as CoverOptionCode })}
              error={Boolean(field(index, 'coverageOption'))}
              helperText={field(index, 'coverageOption') ?? ' '}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <CoverOptionOptions />
            </TextField>
          </Box>
        </PersonCard>
      ))}
      <AddPersonButton
        label={addLabel}
        disabled={members.length >= max}
        onAdd={() => onChange([...members, newExtendedFamilyMember(defaultOption)])}
      />
    </Box>
  );
}

export interface BoundExtendedFamilyEditorProps<
  T extends { extendedFamily: ExtendedFamilyDraft[] } & FieldValues,
> {
  /** a form whose values hold the extendedFamily list at the top */
  form: Pick<UseFormReturn<T>, 'control'>;
  defaultOption: CoverOptionCode;
}

/** The extended family editor bound to a form's extendedFamily list, with its errors. */
export function BoundExtendedFamilyEditor<T extends { extendedFamily: ExtendedFamilyDraft[] } & FieldValues>({
  form,
  defaultOption,
}: BoundExtendedFamilyEditorProps<T>) {
  // The list sits at the top of any form that has it; the path below is typed for that shape.
  const control = form.control as unknown as Control<{ extendedFamily: ExtendedFamilyDraft[] }>;
  const { field, formState } = useController({ control, name: 'extendedFamily' });
  return (
    <ExtendedFamilyEditor
      members={field.value}
      onChange={field.onChange}
      errors={flattenErrors(formState.errors)}
      defaultOption={defaultOption}
    />
  );
}
