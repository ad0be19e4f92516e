import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../../app/hooks';
import { BoundCheckbox } from '../../../../components/form-fields/bound-checkbox';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { CreditLifeOptInRefusal } from '../../../credit-life/exists/credit-life-exists';
import { motorCreditLifeLine } from '../credit-life/motor-credit-life-line';
import { DeclaredItemsFields } from '../quote/declared-items-fields';
import { PreviousInsuranceFields } from '../quote/history-fields';
import type { MotorFamily } from '../api/purchase-api';
import { CreditLifeScreen } from './credit-life-screen';
import { historyStepSchema, type HistoryStepValues } from './history-rules';
import { MOTOR_STEP } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { useMostInsuranceYears } from './use-most-insurance-years';
import { useMotorDraft } from './use-motor-draft';
import { useMotorServerErrors } from './use-motor-server-errors';
import { useMotorWizardAgent } from './wizard-agent';
import { useMotorQuestions } from './wizard-questions';
import { useMotorWording } from './wizard-wording';

/** What vehicle credit life is, beside its opt-in. */
export const CREDIT_LIFE_OFFER =
  'Vehicle credit life settles what is still owed on the vehicle if the person responsible for the finance dies or becomes permanently disabled.';

/**
 * Step 3, history and extras: previous insurance, extras and performance enhancements (each with its value,
 * '00.00' until given) and the vehicle's finance — the credit provider, who pays it, and the opt-in to
 * vehicle credit life, whose details and premium are then asked here (CreditLifeScreen).
 */
export function StepHistory({ family }: { family: MotorFamily }) {
  const questions = useMotorQuestions();
  const wording = useMotorWording();
  const dispatch = useAppDispatch();
  const { values } = useMotorDraft();
  // The years of motor insurance offered (and allowed) stop at what the holder's age allows, when known.
  const mostYears = useMostInsuranceYears(family);
  // Filled in for the customer (the desk): the server fills in the customer as the person responsible.
  const selfOnFile = useMotorWizardAgent() !== null;
  const creditLifeLine = useMemo(() => motorCreditLifeLine(family), [family]);
  const form = useDraftForm<HistoryStepValues>({
    schema: historyStepSchema(values.vehicle.vehicle_type, mostYears, selfOnFile),
    values: {
      previousInsuranceDetails: values.previousInsuranceDetails,
      extraVehicleDetails: values.extraVehicleDetails,
      performanceEnhancementDetails: values.performanceEnhancementDetails,
      motorVehicleFinance: values.motorVehicleFinance,
      creditLifeDetails: values.creditLifeDetails,
    },
    onEdit: (edited) => dispatch(motorRegistrationActions.valuesEdited(edited)),
  });
  useMotorServerErrors(form.setError, [
    'previousInsuranceDetails',
    'extraVehicleDetails',
    'performanceEnhancementDetails',
    'motorVehicleFinance',
    'creditLifeDetails',
  ]);
  const [financed, creditLife] = useWatch({
    control: form.control,
    name: ['motorVehicleFinance.isPayingCarLoan', 'motorVehicleFinance.optForTelkomCreditLife'],
  });

  return (
    <WizardStepForm
      label="History and extras"
      form={form}
      onSave={(saved) => {
        dispatch(motorRegistrationActions.stepSaved({ step: MOTOR_STEP.history, values: saved }));
      }}
      backLabel="Back"
      submitLabel={wording.seeQuote}
    >
      <WizardSection title={wording.historySection}>
        <PreviousInsuranceFields form={form} mostYears={mostYears} />
      </WizardSection>
      <WizardSection title="Extras and changes">
        <Stack spacing={3}>
          <DeclaredItemsFields
            form={form}
            group="extraVehicleDetails"
            vehicleType={values.vehicle.vehicle_type}
          />
          <DeclaredItemsFields
            form={form}
            group="performanceEnhancementDetails"
            vehicleType={values.vehicle.vehicle_type}
          />
        </Stack>
      </WizardSection>
      <WizardSection title="Finance">
        <Stack spacing={2.5}>
          <YesNoField
            control={form.control}
            name="motorVehicleFinance.isPayingCarLoan"
            label={questions.payingLoan}
            boolean
          />
          {financed === true ? (
            <>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <BoundTextField
                  control={form.control}
                  name="motorVehicleFinance.creditProvider"
                  label="Bank or finance house"
                  required
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                />
                <BoundTextField
                  control={form.control}
                  name="motorVehicleFinance.responsiblePerson"
                  label="Who is paying off the loan?"
                  required
                  help={wording.accountHolderHelp}
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                />
              </Box>
              <BoundCheckbox
                control={form.control}
                name="motorVehicleFinance.optForTelkomCreditLife"
                label="Add vehicle credit life on this loan"
              />
              <CreditLifeOptInRefusal
                form={form}
                name="motorVehicleFinance.optForTelkomCreditLife"
                line={creditLifeLine}
                lookUp={!selfOnFile}
              />
              <Typography variant="body2" color="text.secondary">
                {CREDIT_LIFE_OFFER}
              </Typography>
            </>
          ) : null}
        </Stack>
      </WizardSection>
      {financed === true && creditLife ? (
        <CreditLifeScreen family={family} form={form} vin={values.vehicle.vin} />
      ) : null}
    </WizardStepForm>
  );
}
