import { useEffect, type ReactNode } from 'react';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEVICE_CREDIT_LIFE_BALANCE_LIMITS } from '@cover/domain';
import { BeneficiaryEditor } from '../../../../components/beneficiaries/beneficiary-editor';
import { flattenErrors } from '../../../../components/form-fields/flat-errors';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { formatMoney } from '../../../../components/money/format-money';
import { MoneyField } from '../../../../components/money/money-field';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { useAuthSession } from '../../../../lib/identity';
import { useGetAdminUserQuery } from '../../../../lib/identity/account-api';
import type { DeviceFamily } from '../api/purchase-api';
import { personFromProfile } from './credit-life-rules';
import type { DeviceCreditLifeDraft } from './registration-types';

/** A form holding credit life's details under `creditLife` (the wizard's step, the standalone form). */
export interface CreditLifeFormShape extends FieldValues {
  creditLife: DeviceCreditLifeDraft;
}

const PERSON = 'creditLife.personResponsibleForFinancing';
const idDigits = (text: string) => text.replace(/\D/g, '').slice(0, 13);

/** The signed-in customer as the person responsible for the finance, from their profile (null until read). */
function useProfilePerson(family: DeviceFamily) {
  const session = useAuthSession(family);
  const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
  const profile = useGetAdminUserQuery({ audience: family, userName }, { skip: !userName });
  return { me: personFromProfile(profile.data), failed: profile.isError };
}

export interface CreditLifeFieldsProps<T extends CreditLifeFormShape> {
  family: DeviceFamily;
  form: UseFormReturn<T>;
  /** under the balance, e.g. the monthly premium for it */
  balanceNote?: ReactNode;
}

/**
 * Credit life's details: the outstanding balance, the person responsible for the finance (the customer,
 * prefilled from their profile and still editable, or someone else) and the beneficiaries, whose shares
 * total 100%.
 */
export function CreditLifeFields<T extends CreditLifeFormShape>({
  family,
  form: typed,
  balanceNote,
}: CreditLifeFieldsProps<T>) {
  const form = typed as unknown as UseFormReturn<CreditLifeFormShape>;
  const { me, failed } = useProfilePerson(family);
  const creditLife = useWatch({ control: form.control, name: 'creditLife' });
  const submitted = form.formState.isSubmitted;
  const responsible = creditLife.responsible;
  const errors = flattenErrors(form.formState.errors);

  // "Me": the person responsible is the signed-in customer, prefilled from their profile (still editable).
  const meKey = me ? JSON.stringify(me) : null;
  useEffect(() => {
    if (responsible !== 'me' || !meKey) return;
    const profilePerson = JSON.parse(meKey) as DeviceCreditLifeDraft['personResponsibleForFinancing'];
    const current = form.getValues(PERSON);
    if (!current.firstName && !current.lastName && !current.idNumber)
      form.setValue(PERSON, profilePerson, { shouldDirty: true });
  }, [form, meKey, responsible]);

  const beneficiariesError = errors['creditLife.beneficiariesDetails'];

  return (
    <>
      <WizardSection title="The finance">
        <Stack spacing={2.5}>
          <Box sx={{ maxWidth: 360 }}>
            <MoneyField
              label="Outstanding balance"
              required
              valueCents={creditLife.outstandingBalance}
              onChangeCents={(cents) =>
                form.setValue('creditLife.outstandingBalance', cents, {
                  shouldDirty: true,
                  shouldValidate: submitted,
                })
              }
              error={errors['creditLife.outstandingBalance']}
              helperText={`What you still owe on the phone, up to ${formatMoney(DEVICE_CREDIT_LIFE_BALANCE_LIMITS.maxCents, { whole: true })}`}
            />
            {balanceNote}
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
          {responsible === 'me' && !me && failed ? (
            <Typography variant="body2" color="text.secondary">
              We could not read your profile: please type your names and ID number.
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <BoundTextField control={form.control} name={`${PERSON}.firstName`} label="First name" required />
            <BoundTextField control={form.control} name={`${PERSON}.lastName`} label="Last name" required />
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
        {beneficiariesError && creditLife.beneficiariesDetails.length === 0 ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {beneficiariesError}
          </Alert>
        ) : null}
      </WizardSection>
    </>
  );
}
