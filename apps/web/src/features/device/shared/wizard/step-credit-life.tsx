import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEVICE_CREDIT_LIFE_BALANCE_LIMITS } from '@cover/domain';
import { useAppDispatch } from '../../../../app/hooks';
import { BeneficiaryEditor } from '../../../../components/beneficiaries/beneficiary-editor';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { formatMoney } from '../../../../components/money/format-money';
import { MoneyField } from '../../../../components/money/money-field';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { useAuthSession } from '../../../../lib/identity';
import { useGetAdminUserQuery } from '../../../../lib/identity/account-api';
import type { DeviceFamily } from '../api/purchase-api';
import { creditLifeStepSchema, personFromProfile, type CreditLifeStepValues } from './credit-life-rules';
import { DEVICE_STEP } from './registration-types';
import { deviceRegistrationActions } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';
import { sameNames, useServerErrors } from './use-server-errors';

const PERSON = 'creditLife.personResponsibleForFinancing';
const idDigits = (text: string) => text.replace(/\D/g, '').slice(0, 13);

/**
 * Step 2, credit life (optional): the outstanding balance on the phone, the person responsible for the
 * finance (the customer, from their profile, or someone else) and the beneficiaries, whose shares total 100%.
 */
export function StepCreditLife({ family }: { family: DeviceFamily }) {
  const dispatch = useAppDispatch();
  const { values } = useDeviceDraft();
  const session = useAuthSession(family);
  const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
  const profile = useGetAdminUserQuery({ audience: family, userName }, { skip: !userName });
  const me = personFromProfile(profile.data);
  const form = useDraftForm<CreditLifeStepValues>({
    schema: creditLifeStepSchema,
    values: { isOptedforCreditLife: values.isOptedforCreditLife, creditLife: values.creditLife },
    onEdit: (edited) => dispatch(deviceRegistrationActions.valuesEdited(edited)),
  });
  useServerErrors(form.setError, sameNames<CreditLifeStepValues>(['creditLife', 'isOptedforCreditLife']));
  const watched = useWatch({ control: form.control }) as CreditLifeStepValues;
  const submitted = form.formState.isSubmitted;
  const responsible = watched.creditLife.responsible;

  // "Me": the person responsible is the signed-in customer, prefilled from their profile (still editable).
  const meKey = me ? JSON.stringify(me) : null;
  useEffect(() => {
    if (responsible !== 'me' || !meKey) return;
    const profilePerson = JSON.parse(
      meKey,
    ) as CreditLifeStepValues['creditLife']['personResponsibleForFinancing'];
    const current = form.getValues(PERSON);
    if (!current.firstName && !current.lastName && !current.idNumber)
      form.setValue(PERSON, profilePerson, { shouldDirty: true });
  }, [form, meKey, responsible]);

  const balanceError = form.flatErrors['creditLife.outstandingBalance'];
  const beneficiariesError = form.flatErrors['creditLife.beneficiariesDetails'];

  return (
    <WizardStepForm
      label="Credit life"
      form={form}
      onSave={(saved) => {
        dispatch(deviceRegistrationActions.stepSaved({ step: DEVICE_STEP.creditLife, values: saved }));
      }}
      backLabel="Back"
      submitLabel="Continue"
    >
      <WizardSection
        title="Credit life (optional)"
        description="If your phone is on finance, credit life settles what you still owe on it if the person responsible for the finance dies or becomes permanently disabled."
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={watched.isOptedforCreditLife}
              onChange={(event) =>
                form.setValue('isOptedforCreditLife', event.target.checked, {
                  shouldDirty: true,
                  shouldValidate: submitted,
                })
              }
            />
          }
          label="Add credit life on my phone's finance"
        />
      </WizardSection>
      {watched.isOptedforCreditLife ? (
        <>
          <WizardSection title="The finance">
            <Stack spacing={2.5}>
              <Box sx={{ maxWidth: 360 }}>
                <MoneyField
                  label="Outstanding balance"
                  required
                  valueCents={watched.creditLife.outstandingBalance}
                  onChangeCents={(cents) =>
                    form.setValue('creditLife.outstandingBalance', cents, {
                      shouldDirty: true,
                      shouldValidate: submitted,
                    })
                  }
                  error={balanceError}
                  helperText={`What you still owe on the phone, up to ${formatMoney(DEVICE_CREDIT_LIFE_BALANCE_LIMITS.maxCents, { whole: true })}`}
                />
              </Box>
              <Box>
                <FormLabel id="credit-life-responsible" sx={{ typography: 'h4', color: 'text.primary' }}>
                  Who is responsible for the finance?
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="credit-life-responsible"
                  value={responsible}
                  onChange={(event) => {
                    const next = event.target.value === 'other' ? 'other' : 'me';
                    form.setValue('creditLife.responsible', next, { shouldDirty: true });
                    form.setValue(
                      PERSON,
                      next === 'me' && me ? me : { firstName: '', lastName: '', idNumber: '' },
                      { shouldDirty: true, shouldValidate: submitted },
                    );
                  }}
                >
                  <FormControlLabel value="me" control={<Radio />} label="Me" />
                  <FormControlLabel value="other" control={<Radio />} label="Another person" />
                </RadioGroup>
              </Box>
              {responsible === 'me' && !me && profile.isError ? (
                <Typography variant="body2" color="text.secondary">
                  We could not read your profile: please type your names and ID number.
                </Typography>
              ) : null}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <BoundTextField
                  control={form.control}
                  name={`${PERSON}.firstName`}
                  label="First name"
                  required
                />
                <BoundTextField
                  control={form.control}
                  name={`${PERSON}.lastName`}
                  label="Last name"
                  required
                />
                <BoundTextField
                  control={form.control}
                  name={`${PERSON}.idNumber`}
                  label="SA ID number"
                  required
                  help="13 digits"
                  parse={idDigits}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, autoComplete: 'off' } }}
                />
              </Box>
            </Stack>
          </WizardSection>
          <WizardSection
            title="Beneficiaries"
            description="Who receives what is left after the balance is settled. Their shares must add up to 100%."
          >
            <Controller
              control={form.control}
              name="creditLife.beneficiariesDetails"
              render={({ field }) => <BeneficiaryEditor value={field.value} onChange={field.onChange} />}
            />
            {/* The editor states a problem of a list it holds; an empty list's problem is said here. */}
            {beneficiariesError && watched.creditLife.beneficiariesDetails.length === 0 ? (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {beneficiariesError}
              </Alert>
            ) : null}
          </WizardSection>
        </>
      ) : null}
    </WizardStepForm>
  );
}
