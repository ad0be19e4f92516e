import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BILLING_DAYS, emailField, PROVINCES, TITLES, type PolicyDetail } from '@cover/domain';
import { isAcceptableMobile, PhoneField } from '../../../../components/identity-fields/phone-field';
import { usePolicyChange } from '../use-policy-change';

interface DetailsForm {
  title: string;
  mobile: string;
  alternateMobile: string;
  email: string;
  formattedAddress: string;
  city: string;
  provience: string;
  code: string;
  billingDay: number;
}

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** Edit the main member's contact details and address, and the billing day. Only filled-in fields change. */
export function EditPolicyDetails({ policy }: { policy: PolicyDetail }) {
  const [form, setForm] = useState<DetailsForm>({
    title: '',
    mobile: '',
    alternateMobile: '',
    email: '',
    formattedAddress: '',
    city: '',
    provience: '',
    code: '',
    billingDay: policy.billingDay,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = usePolicyChange(policy.policyId, {
    preview: 'editPolicyDetails',
    apply: 'editPolicyDetails',
  });
  const set = <K extends keyof DetailsForm>(field: K, value: DetailsForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const save = () => {
    const found: Record<string, string> = {};
    if (!isAcceptableMobile(form.mobile, false))
      found.mobile = 'Please enter a valid South African mobile number, e.g. 082 123 4567';
    if (!isAcceptableMobile(form.alternateMobile, false))
      found.alternateMobile = 'Please enter a valid South African mobile number, e.g. 082 123 4567';
    if (form.email.trim() && !emailField.safeParse(form.email).success)
      found.email = 'Please enter a valid email address';
    if (form.code.trim() && !/^\d{4}$/.test(form.code.trim()))
      found.code = 'Please enter a valid 4-digit postal code';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const address = {
      formattedAddress: blank(form.formattedAddress),
      city: blank(form.city),
      provience: blank(form.provience),
      code: blank(form.code),
    };
    const hasAddress = Object.values(address).some(Boolean);
    const mainMember = {
      title: blank(form.title),
      mobile: blank(form.mobile),
      alternateMobile: blank(form.alternateMobile),
      email: blank(form.email),
      ...(hasAddress ? { address } : {}),
    };
    const hasMember = Object.values(mainMember).some(Boolean);
    void change.applyNow({
      ...(form.billingDay !== policy.billingDay ? { billingDay: form.billingDay } : {}),
      ...(hasMember ? { mainMember } : {}),
    });
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Fill in only what you want to change. Your name and ID number stay as they are on your policy.
      </Typography>
      {change.problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {change.problem.message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Title"
          value={form.title}
          onChange={(event) => set('title', event.target.value)}
          helperText=" "
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Keep as it is</option>
          {TITLES.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Billing day"
          value={String(form.billingDay)}
          onChange={(event) => set('billingDay', Number(event.target.value))}
          helperText="The day your premium is collected"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {BILLING_DAYS.map((day) => (
            <option key={day.value} value={day.value}>
              {day.label}
            </option>
          ))}
        </TextField>
        <PhoneField
          label="Mobile number"
          value={form.mobile}
          onChange={(value) => set('mobile', value)}
          error={errors.mobile}
        />
        <PhoneField
          label="Alternate mobile"
          value={form.alternateMobile}
          onChange={(value) => set('alternateMobile', value)}
          error={errors.alternateMobile}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ?? ' '}
        />
        <TextField
          label="Street address"
          value={form.formattedAddress}
          onChange={(event) => set('formattedAddress', event.target.value)}
          helperText=" "
        />
        <TextField
          label="City or town"
          value={form.city}
          onChange={(event) => set('city', event.target.value)}
          helperText=" "
        />
        <TextField
          select
          label="Province"
          value={form.provience}
          onChange={(event) => set('provience', event.target.value)}
          helperText=" "
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Keep as it is</option>
          {PROVINCES.map((province) => (
            <option key={province.value} value={province.value}>
              {province.label}
            </option>
          ))}
        </TextField>
        <TextField
          label="Postal code"
          value={form.code}
          onChange={(event) => set('code', event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={Boolean(errors.code)}
          helperText={errors.code ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" loading={change.busy}>
          Save changes
        </Button>
      </Box>
    </Paper>
  );
}
