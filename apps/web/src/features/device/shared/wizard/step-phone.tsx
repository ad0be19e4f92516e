import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BoundCheckbox } from '../../../../components/form-fields/bound-checkbox';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { useAppDispatch } from '../../../../app/hooks';
import type { DeviceFamily } from '../api/purchase-api';
import { PhonePicker } from '../quote/phone-picker';
import { ImeiField } from './imei-field';
import { ImeiFieldRefusal, isImeiRefusal } from './imei-refusal';
import { DEVICE_STEP, type DevicePhoneChoice } from './registration-types';
import { deviceRegistrationActions } from './registration-slice';
import { phoneStepSchema, startDateWindow, type PhoneStepValues } from './step-rules';
import { useDeviceDraft } from './use-device-draft';
import { useImeiCheck } from './use-imei-check';
import { sameNames, useServerErrors } from './use-server-errors';

const FIELDS = [
  'selectedDevice',
  'deviceBrand',
  'deviceModel',
  'replacementCost',
  'deviceColor',
  'deviceIMEINumber',
  'isOnContract',
  'isOwner',
  'isPurchasedFromProvider',
  'effectiveDate',
] as const;

const PHONE_FIELDS = ['selectedDevice', 'deviceBrand', 'deviceModel', 'replacementCost'] as const;
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Step 1, your phone: the phone (changeable here), its colour, IMEI, contract, owner, seller and cover start.
 * An IMEI already insured on an in-force policy, or claimed as lost or stolen, is said at its field, with the
 * words the application is refused with and the next step (imei-refusal.tsx), when the field is left or
 * Continue is pressed: before the customer goes on to pay.
 */
export function StepPhone({ family }: { family: DeviceFamily }) {
  const dispatch = useAppDispatch();
  const { values } = useDeviceDraft();
  const startWindow = startDateWindow();
  const form = useDraftForm<PhoneStepValues>({
    schema: phoneStepSchema,
    values: {
      selectedDevice: values.selectedDevice,
      catalogueDevice: values.catalogueDevice,
      notListed: values.notListed,
      deviceBrand: values.deviceBrand,
      deviceModel: values.deviceModel,
      replacementCost: values.replacementCost,
      deviceColor: values.deviceColor,
      deviceIMEINumber: values.deviceIMEINumber,
      isOnContract: values.isOnContract,
      isOwner: values.isOwner,
      isPurchasedFromProvider: values.isPurchasedFromProvider,
      effectiveDate: values.effectiveDate || startWindow.first,
    },
    onEdit: (edited) => dispatch(deviceRegistrationActions.valuesEdited(edited)),
  });
  useServerErrors(form.setError, sameNames<PhoneStepValues>(FIELDS));
  const watched = useWatch({ control: form.control }) as PhoneStepValues;
  const submitted = form.formState.isSubmitted;
  const phoneErrors = Object.fromEntries(
    PHONE_FIELDS.flatMap((name) => (form.flatErrors[name] ? [[name, form.flatErrors[name]]] : [])),
  );
  const choosePhone = (choice: DevicePhoneChoice) => {
    for (const key of Object.keys(choice) as (keyof DevicePhoneChoice)[])
      form.setValue(key, choice[key] as never, { shouldDirty: true, shouldValidate: submitted });
    const colours = choice.catalogueDevice?.colours;
    if (colours && !colours.includes(form.getValues('deviceColor'))) form.setValue('deviceColor', '');
  };
  const colours = watched.notListed ? null : (watched.catalogueDevice?.colours ?? null);
  const imeiCheck = useImeiCheck(family);

  /** Says at the field why the phone cannot be insured; true when the customer may go on. */
  const imeiFree = async (typed: string, { focus }: { focus: boolean }) => {
    const refusal = await imeiCheck.refusalOf(typed);
    const shown = form.getFieldState('deviceIMEINumber').error?.message;
    if (refusal) {
      form.setError('deviceIMEINumber', { type: 'server', message: refusal }, { shouldFocus: focus });
      return false;
    }
    // the refusal was about the IMEI typed before
    if (isImeiRefusal(shown)) form.clearErrors('deviceIMEINumber');
    return true;
  };

  return (
    <WizardStepForm
      label="Your phone"
      form={form}
      onSave={async (saved) => {
        if (!(await imeiFree(saved.deviceIMEINumber, { focus: true }))) return null;
        dispatch(deviceRegistrationActions.stepSaved({ step: DEVICE_STEP.phone, values: saved }));
        return null;
      }}
      submitLabel="Continue"
    >
      <WizardSection title="The phone you insure">
        <PhonePicker family={family} value={watched} onChange={choosePhone} errors={phoneErrors} />
      </WizardSection>
      <WizardSection title="About this phone">
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {colours ? (
              <BoundTextField
                control={form.control}
                name="deviceColor"
                select
                label="Colour"
                required
                slotProps={NATIVE_SELECT}
              >
                <option value="">Choose the colour</option>
                {colours.map((colour) => (
                  <option key={colour} value={colour}>
                    {colour}
                  </option>
                ))}
              </BoundTextField>
            ) : (
              <BoundTextField
                control={form.control}
                name="deviceColor"
                label="Colour"
                required
                slotProps={{ htmlInput: { maxLength: 30 } }}
              />
            )}
            <ImeiField
              form={form}
              name="deviceIMEINumber"
              onLeave={(typed) => void imeiFree(typed, { focus: false })}
            />
          </Box>
          <ImeiFieldRefusal family={family} form={form} name="deviceIMEINumber" />
          <YesNoField
            control={form.control}
            name="isOnContract"
            label="Is the phone on a contract?"
            boolean
          />
          <YesNoField
            control={form.control}
            name="isPurchasedFromProvider"
            label="Did you buy the phone from Telkom?"
            boolean
          />
          <BoundCheckbox control={form.control} name="isOwner" label="I own this phone" required />
          <BoundTextField
            control={form.control}
            name="effectiveDate"
            type="date"
            label="Cover starts on"
            required
            help="From today up to 30 days from now"
            sx={{ maxWidth: 280 }}
            slotProps={{
              htmlInput: { min: startWindow.first, max: startWindow.last },
              inputLabel: { shrink: true },
            }}
          />
        </Stack>
      </WizardSection>
    </WizardStepForm>
  );
}
