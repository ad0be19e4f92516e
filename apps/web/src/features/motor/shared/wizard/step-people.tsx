import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { VEHICLE_DRIVER_RELATIONS, VEHICLE_OWNER_RELATIONS } from '@cover/domain';
import { useAppDispatch } from '../../../../app/hooks';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { AddressFields } from '../../../../components/person/address-fields';
import { useDraftForm, type DraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { peopleStepSchema, type PeopleStepValues } from './people-rules';
import { MOTOR_STEP } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { useMotorDraft } from './use-motor-draft';
import { useMotorServerErrors } from './use-motor-server-errors';
import { useMotorQuestions } from './wizard-questions';

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const ADDRESS = {
  street: 'address.googleAddress.formattedAddress',
  city: 'address.googleAddress.city',
  province: 'address.googleAddress.provience',
  postalCode: 'address.googleAddress.code',
} as const;
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 13);
const upper = (text: string) => text.toUpperCase();

function RelationField({
  form,
  name,
}: {
  form: DraftForm<PeopleStepValues>;
  name: 'permanentDriver.relationShip' | 'ownerDetails.relationship';
}) {
  const questions = useMotorQuestions();
  return (
    <BoundTextField
      control={form.control}
      name={name}
      select
      label={questions.relationship}
      required
      slotProps={NATIVE_SELECT}
    >
      <option value="">Choose the relationship</option>
      {(name === 'permanentDriver.relationShip'
        ? VEHICLE_DRIVER_RELATIONS
        : VEHICLE_OWNER_RELATIONS.filter((relation) => relation.value !== 'self')
      ).map((relation) => (
        <option key={relation.value} value={relation.value}>
          {relation.label}
        </option>
      ))}
    </BoundTextField>
  );
}

/**
 * Step 2, the people and the place: the vehicle's permanent (regular) driver — the applicant, or someone
 * named with their ID and licence numbers — its registered owner, and the address where it is kept at
 * night.
 */
export function StepPeople() {
  const questions = useMotorQuestions();
  const dispatch = useAppDispatch();
  const { values } = useMotorDraft();
  const form = useDraftForm<PeopleStepValues>({
    schema: peopleStepSchema,
    values: {
      permanentDriver: values.permanentDriver,
      ownerDetails: values.ownerDetails,
      address: values.address,
    },
    onEdit: (edited) => dispatch(motorRegistrationActions.valuesEdited(edited)),
  });
  useMotorServerErrors(form.setError, ['permanentDriver', 'ownerDetails', 'address']);
  const driverIsYou = useWatch({ control: form.control, name: 'permanentDriver.isPermanent' });
  const ownerIsYou = useWatch({ control: form.control, name: 'ownerDetails.vehicleOwner' });

  return (
    <WizardStepForm
      label="Driver and owner"
      form={form}
      onSave={(saved) => {
        dispatch(motorRegistrationActions.stepSaved({ step: MOTOR_STEP.people, values: saved }));
      }}
      backLabel="Back"
      submitLabel="Continue"
    >
      <WizardSection title="The driver">
        <Stack spacing={2.5}>
          <YesNoField
            control={form.control}
            name="permanentDriver.isPermanent"
            label={questions.isPermanent}
            boolean
          />
          {driverIsYou === false ? (
            <Box sx={GRID}>
              <BoundTextField
                control={form.control}
                name="permanentDriver.fullName"
                label="Driver’s full name"
                required
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <RelationField form={form} name="permanentDriver.relationShip" />
              <BoundTextField
                control={form.control}
                name="permanentDriver.idNumber"
                label="Driver’s SA ID number"
                required
                parse={digits}
                help="13 digits"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, autoComplete: 'off' } }}
              />
              <BoundTextField
                control={form.control}
                name="permanentDriver.licenceNumber"
                label="Driver’s licence number"
                required
                parse={upper}
                help="On the front of the driving licence card"
                slotProps={{ htmlInput: { maxLength: 14, autoComplete: 'off' } }}
              />
            </Box>
          ) : null}
        </Stack>
      </WizardSection>
      <WizardSection title="The owner">
        <Stack spacing={2.5}>
          <YesNoField
            control={form.control}
            name="ownerDetails.vehicleOwner"
            label={questions.vehicleOwner}
            boolean
          />
          {ownerIsYou === false ? (
            <Box sx={GRID}>
              <BoundTextField
                control={form.control}
                name="ownerDetails.firstName"
                label="Owner’s first name"
                required
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <BoundTextField
                control={form.control}
                name="ownerDetails.lastName"
                label="Owner’s surname"
                required
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <BoundTextField
                control={form.control}
                name="ownerDetails.idNumber"
                label="Owner’s SA ID number (optional)"
                parse={digits}
                help="Leave it out for a company or a bank"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, autoComplete: 'off' } }}
              />
              <RelationField form={form} name="ownerDetails.relationship" />
            </Box>
          ) : null}
        </Stack>
      </WizardSection>
      <WizardSection title="Where the vehicle is kept at night">
        <AddressFields form={form} names={ADDRESS} />
      </WizardSection>
    </WizardStepForm>
  );
}
