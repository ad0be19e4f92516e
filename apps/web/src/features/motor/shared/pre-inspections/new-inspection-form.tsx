import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unableTo } from '@cover/domain';
import { parseLicenceDisc, type PreInspection } from '@cover/domain/motor';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { FormSelectField } from '../../../../components/claims/form-select-field';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { focusFirstErrorWhenShown } from '../../../../components/form-fields/focus-first-error';
import { LicenceDiscScanButton } from '../../../../components/licence-disc';
import { SectionCard } from '../../../../components/policies/section-card';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import { useCreateSwapPreInspectionMutation, type MotorFamily } from '../api/servicing-api';
import { digitsOnly } from '../policies/number-text';
import { ValuationPicker, type VehicleChoice } from '../quote/valuation-picker';
import { MONTH_NAMES, REGISTRATION_YEARS } from '../registration-dates';
import { VIN_HELP, VIN_SLOT_PROPS, vinText } from '../vin-input';
import type { MotorVehicleType } from '../wizard/registration-types';
import {
  emptyInspectionDraft,
  inspectionBody,
  inspectionFieldPath,
  inspectionFormSchema,
  withDiscFields,
  type InspectionDraft,
} from './inspection-draft';

const UNABLE_TO_START = unableTo('start the inspection');
const MONTHS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));
const YEARS = REGISTRATION_YEARS.map((year) => ({ value: String(year), label: String(year) }));
const NUMERIC = (maxLength: number) =>
  ({ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength } }) as const;
const CAPITALS = { htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } } as const;

/** The fields of the vehicle's choice, checked together after a first submit (as in the wizard). */
const CHOICE_FIELDS = ['make', 'model', 'manufacturingYear', 'estimatedRetailPrice'] as const;

export interface NewInspectionFormProps {
  family: MotorFamily;
  /** the kind of vehicle (a swap's is the policy's) */
  vehicleType: MotorVehicleType;
  /** the inspection made, and the vehicle's choice from the guide it was made with */
  onCreated: (inspection: PreInspection, vehicle: VehicleChoice) => void;
  onCancel: () => void;
}

/**
 * A pre-inspection of another vehicle to swap to (createPreinspection, `forSwap`): its make, model and year
 * from the valuation guide with the guide's value (the application wizard's picker; the customer's own
 * make, model, year and value only for a vehicle the guide does not list), and its facts as the licence
 * disc and the papers give them, scanned from the disc on a phone or typed. The photos follow from the SMS link.
 */
export function NewInspectionForm({ family, vehicleType, onCreated, onCancel }: NewInspectionFormProps) {
  const [create] = useCreateSwapPreInspectionMutation();
  const call = useKeyedCall(UNABLE_TO_START);
  const { control, handleSubmit, setError, getValues, setValue, trigger, reset, formState } = useForm<
    InspectionDraft,
    unknown,
    InspectionDraft
  >({
    resolver: zodResolver(inspectionFormSchema),
    defaultValues: emptyInspectionDraft(vehicleType),
    reValidateMode: 'onChange',
    // the picker's fields are not registered with the form: focusFirstError takes the cursor to the first
    // problem on the page (the make's when none is chosen), not the form's first registered field
    shouldFocusError: false,
  });
  const focusError = () => focusFirstErrorWhenShown(() => document.body);
  const vehicle = useWatch({ control, name: 'vehicle' });
  const vehicleErrors = formState.errors.vehicle;
  const choiceErrors = Object.fromEntries(
    CHOICE_FIELDS.flatMap((field) => {
      const message = vehicleErrors?.[field]?.message;
      return message ? [[field, message]] : [];
    }),
  );
  /** A choice from the guide changes several fields at once: set them, then check the choice again. */
  const choose = (edited: Partial<VehicleChoice>) => {
    setValue('vehicle', { ...getValues('vehicle'), ...edited }, { shouldDirty: true });
    if (formState.isSubmitted) void trigger('vehicle');
  };

  const onSubmit = handleSubmit(async (draft) => {
    // the vehicle the cover is to move to: its notices speak of the swap
    const body = { ...inspectionBody(draft), forSwap: true };
    const outcome = await call.run(body, (idempotencyKey) => create({ family, body, idempotencyKey }));
    if (outcome.ok) {
      onCreated(outcome.data, draft.vehicle);
      return;
    }
    for (const [path, message] of Object.entries(outcome.problem.fields))
      setError(inspectionFieldPath(path) as Path<InspectionDraft>, { type: 'server', message });
    focusError();
  }, focusError);

  return (
    <SectionCard title="The new vehicle" headerGap={1}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Enter the vehicle’s details as they are on the licence disc and the registration papers, or scan the
        disc with your phone’s camera.
      </Typography>
      <Box sx={{ mb: 2 }}>
        <LicenceDiscScanButton
          parse={parseLicenceDisc}
          onScanned={(disc) => reset(withDiscFields(getValues(), disc), { keepErrors: false })}
        />
      </Box>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label="New vehicle inspection"
        onSubmit={(event) => void onSubmit(event)}
      >
        <ValuationPicker family={family} value={vehicle} onChange={choose} errors={choiceErrors} typeFixed />
        <FieldGrid>
          <BoundTextField control={control} name="color" label="Colour" required />
          <BoundTextField
            control={control}
            name="registrationNo"
            label="Registration number"
            required
            help="As on the number plate"
            slotProps={CAPITALS}
          />
          <BoundTextField
            control={control}
            name="vinNo"
            label="VIN"
            required
            parse={vinText}
            help={VIN_HELP}
            slotProps={VIN_SLOT_PROPS}
          />
          <BoundTextField
            control={control}
            name="engineNo"
            label="Engine number"
            required
            slotProps={CAPITALS}
          />
          <BoundTextField
            control={control}
            name="odometerValue"
            label="Odometer reading (km)"
            required
            parse={digitsOnly}
            slotProps={NUMERIC(7)}
          />
        </FieldGrid>
        {/* first registered: the year and the month side by side, as in the application wizard */}
        <FieldGrid>
          <FormSelectField
            control={control}
            name="vehicleRegistrationYear"
            label="Year first registered"
            required
            placeholder="Choose the year"
            options={YEARS}
          />
          <FormSelectField
            control={control}
            name="vehicleRegistrationMonth"
            label="Month first registered"
            required
            placeholder="Choose the month"
            options={MONTHS}
          />
        </FieldGrid>
        {call.problem ? <Alert severity="error">{call.problem.message}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={call.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={call.busy}>
            Start the inspection
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
