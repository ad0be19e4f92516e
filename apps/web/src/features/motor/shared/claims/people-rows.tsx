import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldArray, type FieldArrayPath } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MAX_ACCIDENT_PEOPLE } from '@cover/domain/motor';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { FormPhoneField } from '../../../../components/claims/form-bound-fields';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { emptyPassenger, emptyThirdParty, emptyWitness } from './accident-draft';
import type { MotorClaimDraft } from './claim-draft';

type PeopleList = Extract<
  FieldArrayPath<MotorClaimDraft>,
  'accident.passengers' | 'accident.thirdParties' | 'accident.witnesses'
>;

interface PeopleRowsProps<N extends PeopleList> {
  name: N;
  /** 'Passenger', 'Third party', 'Witness' */
  noun: string;
  /** said while there are none */
  none: string;
  empty: () => FieldArray<MotorClaimDraft, N>;
  /** one row's fields, by its index */
  fields: (index: number) => ReactNode;
}

/** A list of people of the accident, each row a group with its own remove button; rows are added up to 10. */
function PeopleRows<N extends PeopleList>({ name, noun, none, empty, fields }: PeopleRowsProps<N>) {
  const { control } = useFormContext<MotorClaimDraft>();
  const rows = useFieldArray<MotorClaimDraft, N>({ control, name });
  const full = rows.fields.length >= MAX_ACCIDENT_PEOPLE;
  return (
    <Stack spacing={1.5}>
      {rows.fields.length === 0 ? <Typography color="text.secondary">{none}</Typography> : null}
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
        >
          <Box
            component="legend"
            sx={{ px: 0.5, typography: 'body1', fontWeight: 600 }}
          >{`${noun} ${index + 1}`}</Box>
          {fields(index)}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button color="error" onClick={() => rows.remove(index)}>
              {`Remove ${noun.toLowerCase()} ${index + 1}`}
            </Button>
          </Box>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => rows.append(empty(), { shouldFocus: true })}
        >
          {`Add a ${noun.toLowerCase()}`}
        </Button>
        {full ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`At most ${MAX_ACCIDENT_PEOPLE}.`}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

/** The passengers in the insured vehicle, and whether each was injured. */
export function PassengerRows() {
  const { control } = useFormContext<MotorClaimDraft>();
  return (
    <PeopleRows
      name="accident.passengers"
      noun="Passenger"
      none="No passengers."
      empty={emptyPassenger}
      fields={(index) => (
        <Stack spacing={1.5}>
          <BoundTextField
            control={control}
            name={`accident.passengers.${index}.fullName`}
            label="Full name"
            required
          />
          <YesNoField
            control={control}
            name={`accident.passengers.${index}.injured`}
            label="Was this passenger injured?"
            boolean
          />
        </Stack>
      )}
    />
  );
}

/** Anyone else harmed (a pedestrian, a property's owner, a further vehicle), and what was damaged. */
export function ThirdPartyRows() {
  const { control } = useFormContext<MotorClaimDraft>();
  return (
    <PeopleRows
      name="accident.thirdParties"
      noun="Third party"
      none="No one else was harmed."
      empty={emptyThirdParty}
      fields={(index) => (
        <FieldGrid>
          <BoundTextField
            control={control}
            name={`accident.thirdParties.${index}.fullName`}
            label="Full name"
            required
          />
          <FormPhoneField
            control={control}
            name={`accident.thirdParties.${index}.mobile`}
            label="Mobile number (optional)"
          />
          <BoundTextField
            control={control}
            name={`accident.thirdParties.${index}.vehicleRegistrationNo`}
            label="Their vehicle’s registration (optional)"
            slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
          />
          <BoundTextField
            control={control}
            name={`accident.thirdParties.${index}.insurer`}
            label="Their insurer (optional)"
          />
          <BoundTextField
            control={control}
            name={`accident.thirdParties.${index}.damage`}
            label="What was damaged or who was hurt"
            required
            multiline
            minRows={2}
            sx={{ gridColumn: { sm: '1 / -1' } }}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </FieldGrid>
      )}
    />
  );
}

/** People who saw the accident, and how to reach them. */
export function WitnessRows() {
  const { control } = useFormContext<MotorClaimDraft>();
  return (
    <PeopleRows
      name="accident.witnesses"
      noun="Witness"
      none="No witnesses."
      empty={emptyWitness}
      fields={(index) => (
        <FieldGrid>
          <BoundTextField
            control={control}
            name={`accident.witnesses.${index}.fullName`}
            label="Full name"
            required
          />
          <FormPhoneField
            control={control}
            name={`accident.witnesses.${index}.mobile`}
            label="Mobile number"
            required
          />
        </FieldGrid>
      )}
    />
  );
}
