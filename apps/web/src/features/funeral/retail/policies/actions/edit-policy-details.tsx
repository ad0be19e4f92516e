import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BILLING_DAYS, PROVINCES, TITLES } from '@cover/domain';
import { type PolicyDetail } from '@cover/domain/funeral';
import { BoundTextField } from '../../../../../components/form-fields/bound-text-field';
import { PhoneFormField } from '../../../../../components/policies/controlled-fields';
import { FormCard } from '../../../../../components/policies/form-card';
import { NativeOptions, type NativeOptionsProps } from '../../../../../components/policies/native-options';
import { applyServerFieldErrors } from '../../../../../components/policies/server-field-errors';
import { usePolicyChange } from '../use-policy-change';
import {
  blankPolicyDetails,
  POLICY_DETAILS_FIELDS,
  policyDetailsChange,
  policyDetailsFormSchema,
  type PolicyDetailsForm,
  type PolicyDetailsValues,
} from './edit-policy-details-form';

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
const postalDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);

/** A choice that may stay as it is on the policy (the blank first option). */
function KeepOrChoose(props: {
  control: Control<PolicyDetailsForm>;
  name: 'title' | 'provience';
  label: string;
  options: NativeOptionsProps['options'];
}) {
  const { options, ...field } = props;
  return (
    <BoundTextField {...field} select slotProps={NATIVE_SELECT}>
      <NativeOptions blank="Keep as it is" options={options} />
    </BoundTextField>
  );
}

/** Edit the main member's contact details and address, and the billing day. Only filled-in fields change. */
export function EditPolicyDetails({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange(policy.policyId, {
    preview: 'editPolicyDetails',
    apply: 'editPolicyDetails',
  });
  const { control, handleSubmit, setError } = useForm<PolicyDetailsForm, unknown, PolicyDetailsValues>({
    resolver: zodResolver(policyDetailsFormSchema),
    defaultValues: blankPolicyDetails(policy.billingDay),
  });
  const save = handleSubmit(async (values) => {
    const outcome = await change.applyNow(policyDetailsChange(values, policy.billingDay));
    if (!outcome.ok) applyServerFieldErrors(setError, outcome.problem.fields, POLICY_DETAILS_FIELDS);
  });

  return (
    <FormCard onSubmit={save}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Fill in only what you want to change. Your name and ID number stay as they are on your policy.
      </Typography>
      {change.problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {change.problem.message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <KeepOrChoose control={control} name="title" label="Title" options={TITLES} />
        <BoundTextField
          control={control}
          name="billingDay"
          select
          label="Billing day"
          help="The day your premium is collected"
          parse={Number}
          slotProps={NATIVE_SELECT}
        >
          <NativeOptions options={BILLING_DAYS} />
        </BoundTextField>
        <PhoneFormField control={control} name="mobile" label="Mobile number" />
        <PhoneFormField
          control={control}
          name="alternateMobile"
          label="Alternate mobile"
          autoComplete="off"
        />
        <BoundTextField control={control} name="email" label="Email" type="email" />
        <BoundTextField control={control} name="formattedAddress" label="Street address" />
        <BoundTextField control={control} name="city" label="City or town" />
        <KeepOrChoose control={control} name="provience" label="Province" options={PROVINCES} />
        <BoundTextField
          control={control}
          name="code"
          label="Postal code"
          parse={postalDigits}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" loading={change.busy}>
          Save changes
        </Button>
      </Box>
    </FormCard>
  );
}
