import { useFormContext, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saDay } from '@cover/domain';
import {
  DRIVING_LICENCE_CODES,
  MAX_SPEED_KMH,
  ROAD_CONDITIONS,
  WEATHER_CONDITIONS,
} from '@cover/domain/motor';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { FormPhoneField, FormSaIdField } from '../../../../components/claims/form-bound-fields';
import { FormSelectField } from '../../../../components/claims/form-select-field';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { SectionCard } from '../../../../components/policies/section-card';
import { digitsOnly } from '../policies/number-text';
import type { MotorClaimDraft } from './claim-draft';
import { PassengerRows, ThirdPartyRows, WitnessRows } from './people-rows';

const SPEED = { htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 3 } } as const;
const CAPITALS = { htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } } as const;

/** The other vehicle's driver, when another vehicle was involved. */
function OtherPartyFields() {
  const { control } = useFormContext<MotorClaimDraft>();
  return (
    <FieldGrid>
      <BoundTextField
        control={control}
        name="accident.otherParty.fullName"
        label="Other driver’s full name"
        required
      />
      <FormPhoneField
        control={control}
        name="accident.otherParty.mobile"
        label="Other driver’s mobile number"
        required
      />
      <BoundTextField
        control={control}
        name="accident.otherParty.vehicleRegistrationNo"
        label="Other vehicle’s registration number"
        required
        slotProps={CAPITALS}
      />
      <FormSaIdField
        control={control}
        name="accident.otherParty.idNumber"
        label="Other driver’s ID number (optional)"
      />
      <BoundTextField
        control={control}
        name="accident.otherParty.insurer"
        label="Other driver’s insurer (optional)"
      />
      <BoundTextField
        control={control}
        name="accident.otherSpeedKmh"
        label="Other vehicle’s speed (km/h, optional)"
        parse={digitsOnly}
        slotProps={SPEED}
      />
    </FieldGrid>
  );
}

/** Who drove the insured vehicle, and their driving licence. */
function DriverFields() {
  const { control } = useFormContext<MotorClaimDraft>();
  const isPolicyHolder = useWatch({ control, name: 'accident.driver.isPolicyHolder' });
  return (
    <Stack spacing={2}>
      <YesNoField control={control} name="accident.driver.isPolicyHolder" label="Were you driving?" boolean />
      <FieldGrid>
        {isPolicyHolder === false ? (
          <>
            <BoundTextField
              control={control}
              name="accident.driver.fullName"
              label="Driver’s full name"
              required
            />
            <FormSaIdField
              control={control}
              name="accident.driver.idNumber"
              label="Driver’s SA ID number"
              required
            />
          </>
        ) : null}
        <BoundTextField
          control={control}
          name="accident.driver.licenceNumber"
          label="Driving licence number"
          required
          help="As on the licence card"
          slotProps={CAPITALS}
        />
        <FormSelectField
          control={control}
          name="accident.driver.licenceCode"
          label="Licence code"
          required
          placeholder="Choose the code"
          options={DRIVING_LICENCE_CODES}
        />
        <BoundTextField
          control={control}
          name="accident.driver.licenceIssuedDate"
          label="Date the licence was first issued"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: saDay(new Date()) } }}
        />
      </FieldGrid>
    </Stack>
  );
}

/**
 * The accident details of spec 001 §3 (accident damage, scratches and dents): the other party, the driver
 * and licence, the speeds, the road and the weather, passengers, third parties, witnesses and injuries.
 */
export function AccidentSection() {
  const { control } = useFormContext<MotorClaimDraft>();
  const [involved, anyoneInjured] = useWatch({
    control,
    name: ['accident.otherPartyInvolved', 'accident.injuries.anyone'],
  });
  return (
    <SectionCard title="The accident" headerGap={2}>
      <Stack spacing={3}>
        <Stack spacing={2}>
          <YesNoField
            control={control}
            name="accident.otherPartyInvolved"
            label="Was another vehicle involved?"
            boolean
          />
          {involved ? <OtherPartyFields /> : null}
        </Stack>
        <DriverFields />
        <FieldGrid>
          <BoundTextField
            control={control}
            name="accident.ownSpeedKmh"
            label="Your speed (km/h)"
            required
            help={`0 to ${MAX_SPEED_KMH}`}
            parse={digitsOnly}
            slotProps={SPEED}
          />
          <FormSelectField
            control={control}
            name="accident.roadCondition"
            label="The road"
            required
            placeholder="Choose the road condition"
            options={ROAD_CONDITIONS}
          />
          <FormSelectField
            control={control}
            name="accident.weather"
            label="The weather and light"
            required
            placeholder="Choose the weather and light"
            options={WEATHER_CONDITIONS}
          />
        </FieldGrid>
        <Stack spacing={1}>
          <Typography variant="h5" component="h3">
            Passengers
          </Typography>
          <PassengerRows />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="h5" component="h3">
            Third parties
          </Typography>
          <ThirdPartyRows />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="h5" component="h3">
            Witnesses
          </Typography>
          <WitnessRows />
        </Stack>
        <Stack spacing={2}>
          <YesNoField control={control} name="accident.injuries.anyone" label="Was anyone injured?" boolean />
          {anyoneInjured ? (
            <BoundTextField
              control={control}
              name="accident.injuries.description"
              label="Describe the injuries"
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          ) : null}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
