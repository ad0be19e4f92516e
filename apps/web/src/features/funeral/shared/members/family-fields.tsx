import { useFieldArray, useWatch, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MAX_CHILDREN_PER_QUOTE } from '@cover/domain/funeral';
import { BoundCheckbox } from '../../../../components/form-fields/bound-checkbox';
import { AddPersonButton, PersonCard } from '../../../../components/person/person-card';
import { PersonDetailsFields } from '../../../../components/person/person-details-fields';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { newChild, type ChildDraft, type PersonDraft } from './member-drafts';

export interface FamilyValue {
  spouseIncluded: boolean;
  spouse: PersonDraft;
  children: ChildDraft[];
}

export interface FamilyFieldsProps<T extends FamilyValue & FieldValues> {
  /** a form whose values hold spouseIncluded, spouse and children at the top */
  form: Pick<UseFormReturn<T>, 'control' | 'setValue'>;
  /** the family name a new child starts with */
  lastName?: string;
}

/** The form paths of a covered person's names, ID number and date of birth. */
const memberNames = (person: 'spouse' | `children.${number}`) =>
  ({
    firstName: `${person}.firstName`,
    lastName: `${person}.lastName`,
    idNumber: `${person}.idNumber`,
    dateOfBirth: `${person}.dateOfBirth`,
  }) as const;

/** The spouse (optional) and the children of a funeral policy: names, optional ID number, date of birth. */
export function FamilyFields<T extends FamilyValue & FieldValues>({
  form,
  lastName = '',
}: FamilyFieldsProps<T>) {
  // The family's fields sit at the top of any form that has them; the paths below are typed for that shape.
  const family = form as unknown as Pick<UseFormReturn<FamilyValue>, 'control' | 'setValue'>;
  const control: Control<FamilyValue> = family.control;
  const children = useFieldArray({ control, name: 'children' });
  const spouseIncluded = useWatch({ control, name: 'spouseIncluded' });
  return (
    <Stack spacing={3}>
      <WizardSection title="Your spouse">
        <BoundCheckbox control={control} name="spouseIncluded" label="Cover my spouse (18 to 64)" />
        {spouseIncluded ? (
          <Box sx={{ mt: 2 }}>
            <PersonDetailsFields form={family} idOptional names={memberNames('spouse')} />
          </Box>
        ) : null}
      </WizardSection>
      <WizardSection
        title="Your children"
        description="Children up to 21, up to 25 while studying, or older when disabled. One premium covers all of them."
      >
        <Stack spacing={2}>
          {children.fields.map((child, index) => (
            <PersonCard key={child.id} title={`Child ${index + 1}`} onRemove={() => children.remove(index)}>
              <PersonDetailsFields form={family} idOptional names={memberNames(`children.${index}`)} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <BoundCheckbox
                  control={control}
                  name={`children.${index}.isStudying`}
                  label="Studying full time"
                />
                <BoundCheckbox control={control} name={`children.${index}.isDisabled`} label="Disabled" />
              </Box>
            </PersonCard>
          ))}
          <AddPersonButton
            label="Add a child"
            disabled={children.fields.length >= MAX_CHILDREN_PER_QUOTE}
            onAdd={() => children.append(newChild(lastName), { shouldFocus: false })}
          />
        </Stack>
      </WizardSection>
    </Stack>
  );
}
