import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { normaliseVin } from '@cover/domain';
import { parseLicenceDisc, VEHICLE_USES, type LicenceDiscFields } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { BoundRadioGroup } from '../../../../components/form-fields/bound-radio-group';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { LicenceDiscScanButton } from '../../../../components/licence-disc';
import { useDraftForm, type DraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import type { MotorFamily } from '../api/purchase-api';
import { ValuationPicker, type VehicleChoice } from '../quote/valuation-picker';
import { MOTOR_STEP } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { SchemeField } from './scheme-field';
import { useMotorDraft } from './use-motor-draft';
import { useMotorServerErrors } from './use-motor-server-errors';
import { useVehicleCheck } from './use-vehicle-check';
import { VehicleIdentityFields } from './vehicle-identity-fields';
import { vehicleStepSchema, type VehicleStepValues } from './vehicle-rules';
import { useMotorWizardAgent } from './wizard-agent';
import { useMotorQuestions } from './wizard-questions';
import { useMotorWording } from './wizard-wording';

/** The English part of a colour the disc prints in two languages ('White / Wit' → 'White'). */
const discColour = (colour: string) => colour.split('/')[0]?.trim() ?? '';

/** The fields a choice of vehicle and value may leave a problem on (vehicleChoiceErrors). */
const CHOICE_FIELDS = ['make', 'model', 'manufacturingYear', 'estimatedRetailPrice'] as const;

/** An 'already insured' message leaves the registration number once the number or the VIN changes. */
function useClearedOnChange(form: DraftForm<VehicleStepValues>, identity: string) {
  const last = useRef(identity);
  useEffect(() => {
    if (last.current === identity) return;
    last.current = identity;
    if (form.getFieldState('vehicle.vehicle_reg_no').error?.type === 'server')
      form.clearErrors('vehicle.vehicle_reg_no');
  }, [form, identity]);
}

/**
 * Step 1, the vehicle: the scheme (employees), the vehicle and its value (the valuation guide or the
 * customer's estimate), its registration number (checked against the vehicles already insured), VIN,
 * engine number, colour, odometer, first registration, and its use. "Scan licence disc" fills the
 * identity from the disc's barcode; everything can be typed instead.
 */
export function StepVehicle({ family }: { family: MotorFamily }) {
  const questions = useMotorQuestions();
  const wording = useMotorWording();
  const dispatch = useAppDispatch();
  const { values } = useMotorDraft();
  const form = useDraftForm<VehicleStepValues>({
    schema: vehicleStepSchema(family === 'employee'),
    values: { scheme: values.scheme, vehicle: values.vehicle },
    onEdit: (edited) => dispatch(motorRegistrationActions.valuesEdited(edited)),
  });
  useMotorServerErrors(form.setError, ['scheme', 'vehicle']);
  const { check, checking } = useVehicleCheck(family);
  const agent = useMotorWizardAgent();
  const vehicle = useWatch({ control: form.control, name: 'vehicle' });
  const submitted = form.formState.isSubmitted;
  const identity = () => `${form.getValues('vehicle.vehicle_reg_no')}|${form.getValues('vehicle.vin')}`;
  useClearedOnChange(form, `${vehicle.vehicle_reg_no}|${vehicle.vin}`);
  const choiceErrors = Object.fromEntries(
    Object.entries(form.flatErrors)
      .filter(([path]) => path.startsWith('vehicle.'))
      .map(([path, message]) => [path.slice('vehicle.'.length), message]),
  );

  const set = (field: string, value: unknown) =>
    form.setValue(`vehicle.${field}` as never, value as never, {
      shouldDirty: true,
      shouldValidate: submitted,
    });
  /**
   * A choice from the guide changes several fields at once, and its problems sit on other fields than the
   * one that changed ("not in the guide" on the year until the valuation arrives): set them all, then check
   * every field of the choice together, so no problem of an earlier moment is left beside a valued vehicle.
   */
  const choose = (change: Partial<VehicleChoice>) => {
    for (const [field, value] of Object.entries(change))
      form.setValue(`vehicle.${field}` as never, value as never, { shouldDirty: true });
    if (submitted) void form.trigger(CHOICE_FIELDS.map((field) => `vehicle.${field}` as const));
  };

  /**
   * Refuses a vehicle that is already insured, at its field; true when it may go ahead. Only Continue
   * (`focus`) takes the cursor there: a check on leaving the field never moves it while the customer types
   * on, and its answer is not shown once the number or VIN it was asked for has changed (QA walk 13).
   */
  const checkRegistration = async (typed: string, focus = false) => {
    const asked = identity();
    const outcome = await check(typed);
    if (!outcome?.exists) return true;
    if (focus || identity() === asked)
      form.setError(
        'vehicle.vehicle_reg_no',
        { type: 'server', message: outcome.message },
        { shouldFocus: focus },
      );
    return false;
  };

  const scanned = (disc: LicenceDiscFields) => {
    const current = form.getValues('vehicle');
    if (disc.registrationNumber) set('vehicle_reg_no', disc.registrationNumber);
    if (disc.vin) set('vin', normaliseVin(disc.vin));
    if (disc.engineNumber) set('engineNo', disc.engineNumber.toUpperCase());
    if (discColour(disc.colour)) set('colour', discColour(disc.colour));
    set('licenceNo', disc.licenceNumber);
    // The guide's make and model stay once a valuation is chosen; otherwise the disc's are used.
    if (current.priceSource === 'own' || current.valuation === null) {
      if (disc.make) set('make', disc.make);
      if (disc.model) set('model', disc.model);
    }
    if (disc.registrationNumber) void checkRegistration(disc.registrationNumber);
  };

  return (
    <WizardStepForm
      label={wording.vehicleStep}
      form={form}
      onSave={async (saved) => {
        if (!(await checkRegistration(saved.vehicle.vehicle_reg_no, true))) return null;
        dispatch(motorRegistrationActions.stepSaved({ step: MOTOR_STEP.vehicle, values: saved }));
        return null;
      }}
      submitLabel="Continue"
      submitting={checking}
    >
      {family === 'employee' ? (
        <WizardSection
          title={agent ? 'The employee’s scheme' : 'Your scheme'}
          description={
            agent
              ? 'The schemes open to the employee’s salary level.'
              : 'The schemes open to your salary level.'
          }
        >
          <SchemeField form={form} />
        </WizardSection>
      ) : null}
      <WizardSection title={wording.vehicleSection}>
        <ValuationPicker
          family={agent ? 'operator' : family}
          value={vehicle}
          onChange={choose}
          errors={choiceErrors}
        />
      </WizardSection>
      <WizardSection title="Registration and identity" description={wording.scanHelp}>
        <Stack spacing={2.5}>
          <Box>
            <LicenceDiscScanButton parse={parseLicenceDisc} onScanned={scanned} />
          </Box>
          <VehicleIdentityFields form={form} onRegistrationBlur={(typed) => void checkRegistration(typed)} />
        </Stack>
      </WizardSection>
      <WizardSection title={wording.useSection}>
        <Stack spacing={2.5}>
          <BoundRadioGroup
            control={form.control}
            name="vehicle.vehicleUsedFor"
            label="What is the vehicle used for?"
            options={VEHICLE_USES}
            required
          />
          <YesNoField
            control={form.control}
            name="vehicle.isEssentialPart"
            label={questions.essential}
            boolean
          />
          <Typography variant="body2" color="text.secondary">
            For example a sales representative who visits clients by car.
          </Typography>
        </Stack>
      </WizardSection>
    </WizardStepForm>
  );
}
