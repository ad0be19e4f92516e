import { useController, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VEHICLE_DRIVER_RELATIONS } from '@cover/domain';
import { editNeedsOdometer, VEHICLE_USES } from '@cover/domain/motor';
import { FieldGrid } from '../../../../../components/claims/field-grid';
import { FormMoneyField, FormSaIdField } from '../../../../../components/claims/form-bound-fields';
import { FormSelectField } from '../../../../../components/claims/form-select-field';
import { BoundRadioGroup } from '../../../../../components/form-fields/bound-radio-group';
import { BoundTextField } from '../../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../../components/form-fields/yes-no-field';
import { AddressFields } from '../../../../../components/person/address-fields';
import { SectionCard } from '../../../../../components/policies/section-card';
import { digitsOnly } from '../number-text';
import { EDIT_FORM_MESSAGES, type MotorEditDraft } from './edit-draft';

type Props = { control: Control<MotorEditDraft> };

const NUMERIC = { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } } as const;

/**
 * The sum insured, the odometer reading now and the colour. The reading is asked (required, and why) only
 * once the sum insured differs from the policy's `currentSumAssured`.
 */
export function VehicleSection({ control, currentSumAssured }: Props & { currentSumAssured: number }) {
  const sumAssured = useWatch({ control, name: 'sumAssured' });
  const needed = editNeedsOdometer(sumAssured, currentSumAssured);
  return (
    <SectionCard title="Your vehicle" headerGap={2}>
      <FieldGrid>
        <FormMoneyField control={control} name="sumAssured" label="Sum insured (R)" />
        <BoundTextField
          control={control}
          name="vehicleDetails.odometer"
          label="Odometer reading now (km)"
          required={needed}
          help={needed ? EDIT_FORM_MESSAGES.odometerNeeded : EDIT_FORM_MESSAGES.odometerOptional}
          parse={digitsOnly}
          slotProps={NUMERIC}
        />
        <BoundTextField control={control} name="vehicleDetails.colour" label="Colour" required />
      </FieldGrid>
    </SectionCard>
  );
}

/** Someone else drives the vehicle: who they are to you, their name, ID number and licence number. */
function OtherDriverFields({ control }: Props) {
  return (
    <FieldGrid>
      <FormSelectField
        control={control}
        name="permanentDriver.relationShip"
        label="Who is the driver to you?"
        required
        placeholder="Choose the relationship"
        options={VEHICLE_DRIVER_RELATIONS}
      />
      <BoundTextField
        control={control}
        name="permanentDriver.fullName"
        label="Driver’s full name"
        required
        autoComplete="off"
      />
      <FormSaIdField
        control={control}
        name="permanentDriver.idNumber"
        label="Driver’s SA ID number"
        required
      />
      <BoundTextField
        control={control}
        name="permanentDriver.licenceNumber"
        label="Driver’s licence number"
        required
        help="As on the driving licence card"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
      />
    </FieldGrid>
  );
}

/**
 * The driver the policy names, kept as they are: their name and a way to give another driver (or the same
 * one's new details), which then asks for all of them.
 */
function KeptDriver({ control, fullName }: Props & { fullName: string }) {
  const { field } = useController({ control, name: 'permanentDriver.keepDriver' });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        <strong>{fullName}</strong> stays the permanent driver, with the ID and licence numbers we have.
      </Typography>
      <Button variant="outlined" onClick={() => field.onChange(false)}>
        Change the driver’s details
      </Button>
    </Stack>
  );
}

/** What the vehicle is used for, whether your work needs it, and who drives it. */
export function UseAndDriverSection({ control }: Props) {
  const [isPermanent, keepDriver, fullName] = useWatch({
    control,
    name: ['permanentDriver.isPermanent', 'permanentDriver.keepDriver', 'permanentDriver.fullName'],
  });
  const driver =
    isPermanent !== false ? null : keepDriver ? (
      <KeptDriver control={control} fullName={fullName} />
    ) : (
      <OtherDriverFields control={control} />
    );
  return (
    <SectionCard title="Use and driver" headerGap={2}>
      <Stack spacing={2.5}>
        <BoundRadioGroup
          control={control}
          name="vehicleUsedFor"
          label="What is the vehicle used for?"
          options={VEHICLE_USES}
          required
        />
        <YesNoField
          control={control}
          name="isEssentialPart"
          label="Is the vehicle essential for your work?"
          boolean
        />
        <YesNoField
          control={control}
          name="permanentDriver.isPermanent"
          label="Are you the vehicle’s permanent driver?"
          boolean
        />
        {driver}
      </Stack>
    </SectionCard>
  );
}

/** Where the vehicle is kept at night. */
export function AddressSection({ control }: Props) {
  return (
    <SectionCard title="Where the vehicle is kept at night" headerGap={2}>
      <Box>
        <AddressFields
          form={{ control }}
          names={{
            street: 'address.googleAddress.formattedAddress',
            city: 'address.googleAddress.city',
            province: 'address.googleAddress.provience',
            postalCode: 'address.googleAddress.code',
          }}
        />
      </Box>
    </SectionCard>
  );
}
