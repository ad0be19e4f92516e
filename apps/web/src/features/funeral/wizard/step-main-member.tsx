import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidSaIdNumber, PROVINCES, RETAIL_FUNERAL_PACKAGE_NAME, TITLES, UNABLE_TO } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDebouncedValue } from '../../../components/async-state/use-debounced-value';
import { BeneficiaryEditor } from '../../../components/beneficiaries/beneficiary-editor';
import { PhoneField } from '../../../components/identity-fields/phone-field';
import { SaIdField } from '../../../components/identity-fields/sa-id-field';
import { formatMoney } from '../../../components/money/format-money';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import { useAuthSession } from '../../../lib/identity';
import {
  useCheckIfActivePolicyExistsQuery,
  useCreatePolicyholderMutation,
  useLazyGetPolicyHolderByIdNumberQuery,
} from '../api/quote-api';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import type { WizardStep3 } from '../state/wizard-types';
import { focusFirstError, type FieldErrors } from '../../../components/funeral/members/member-validation';
import { MAIN_MEMBER_BAND, validateStep3, validityOf } from './step3-rules';
import { useEnsureQuote } from './use-ensure-quote';

/**
 * Step 3: the main member's details (title, ID number, contacts, address, number of children) with the
 * validity flags and the ID checks (an existing policy holder; no active funeral policy yet), and the
 * beneficiaries. Creates the policy holder for the signed-in user when there is none.
 */
export function StepMainMember() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { step1, step3: saved } = useAppSelector((state) => state.funeralQuote);
  const session = useAuthSession('retail');
  const ownIdNumber = session.user && isValidSaIdNumber(session.user.username) ? session.user.username : null;
  const [step3, setStep3] = useState<WizardStep3>(() => ({
    ...saved,
    idNumber: saved.idNumber || ownIdNumber || '',
    email: saved.email || session.user?.email || '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof WizardStep3>(field: K, value: WizardStep3[K]) =>
    setStep3((current) => ({ ...current, [field]: value }));
  const setAddress = (field: keyof WizardStep3['address'], value: string) =>
    setStep3((current) => ({ ...current, address: { ...current.address, [field]: value } }));

  const activePolicy = useCheckIfActivePolicyExistsQuery({ packageName: RETAIL_FUNERAL_PACKAGE_NAME });
  const [lookUpHolder, holder] = useLazyGetPolicyHolderByIdNumberQuery();
  const [createPolicyholder] = useCreatePolicyholderMutation();
  const { ensure } = useEnsureQuote();
  const settledId = useDebouncedValue(step3.idNumber);

  useEffect(() => {
    if (isValidSaIdNumber(settledId)) void lookUpHolder(settledId, true);
  }, [lookUpHolder, settledId]);

  const holderFound = holder.isSuccess && holder.originalArgs === step3.idNumber ? holder.data : null;
  useEffect(() => {
    if (!holderFound) return;
    setStep3((current) => ({
      ...current,
      mobile: current.mobile || holderFound.cellphone || '',
      email: current.email || holderFound.email,
    }));
  }, [holderFound]);

  const uniqueHint =
    activePolicy.data?.exists === false ? 'No active funeral policy under this ID number' : undefined;

  const submit = async () => {
    const found = validateStep3(step3, { ownIdNumber, activePolicy: activePolicy.data });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setSaving(true);
    try {
      let exists = Boolean(holderFound);
      if (!exists) {
        const created = await createPolicyholder({
          type: 'individual',
          id: { type: 'id', number: step3.idNumber.trim(), country: 'ZA' },
          first_name: step1.firstName,
          last_name: step1.lastName,
          email: step3.email.trim(),
          cellphone: step3.mobile.trim(),
        });
        if ('error' in created) {
          const problem = readApiError(created.error);
          if (problem.code !== 'POLICY_HOLDER_EXISTS') {
            setErrors({ idNumber: problem.fields['id.number'] ?? problem.message });
            notify.error(problem.message);
            return;
          }
        }
        exists = true;
      }
      const candidate: WizardStep3 = {
        ...step3,
        validity: validityOf(step3),
        isExistIdNumber: exists,
        isUniqueIdNumber: !(activePolicy.data?.exists ?? false),
      };
      const quote = await ensure({ step3: candidate });
      if (!quote.ok) {
        setErrors({ form: quote.error.message });
        notify.error(UNABLE_TO.GET_QUOTE);
        return;
      }
      if (quote.changed)
        notify.info(`Your monthly premium is now ${formatMoney(quote.quote.suggestedPremium)}`);
      dispatch(funeralQuoteActions.step3Saved(candidate));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      spacing={3}
      aria-label="Your details"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Your details
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Title"
            value={step3.title}
            onChange={(event) => set('title', event.target.value)}
            helperText=" "
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a title</option>
            {TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </TextField>
          <SaIdField
            value={step3.idNumber}
            required
            onChange={(value) => set('idNumber', value)}
            error={errors.idNumber}
            validHint={holderFound ? `Welcome back, ${holderFound.first_name}` : uniqueHint}
            {...MAIN_MEMBER_BAND}
          />
          <PhoneField
            value={step3.mobile}
            required
            onChange={(value) => set('mobile', value)}
            error={errors.mobile}
          />
          <PhoneField
            label="Alternate mobile (optional)"
            value={step3.alternateMobile}
            onChange={(value) => set('alternateMobile', value)}
            error={errors.alternateMobile}
            autoComplete="off"
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={step3.email}
            onChange={(event) => set('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
          />
          <TextField
            label="Number of children to cover"
            type="number"
            value={String(step3.noOfChildrens)}
            onChange={(event) =>
              set('noOfChildrens', event.target.value === '' ? 0 : Number(event.target.value))
            }
            error={Boolean(errors.noOfChildrens)}
            helperText={errors.noOfChildrens ?? 'You add their details on the next step'}
            slotProps={{ htmlInput: { min: 0, max: 20, inputMode: 'numeric' } }}
          />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          Your address
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Street address"
            autoComplete="street-address"
            value={step3.address.formattedAddress}
            onChange={(event) => setAddress('formattedAddress', event.target.value)}
            helperText=" "
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <TextField
            label="City or town"
            autoComplete="address-level2"
            value={step3.address.city}
            onChange={(event) => setAddress('city', event.target.value)}
            helperText=" "
          />
          <TextField
            select
            label="Province"
            value={step3.address.provience}
            onChange={(event) => setAddress('provience', event.target.value)}
            helperText=" "
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a province</option>
            {PROVINCES.map((province) => (
              <option key={province.value} value={province.value}>
                {province.label}
              </option>
            ))}
          </TextField>
          <TextField
            label="Postal code"
            autoComplete="postal-code"
            value={step3.address.code}
            onChange={(event) => setAddress('code', event.target.value.replace(/\D/g, '').slice(0, 4))}
            error={Boolean(errors.code)}
            helperText={errors.code ?? '4 digits'}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
        component="section"
        aria-labelledby="wizard-beneficiaries-title"
      >
        <Typography id="wizard-beneficiaries-title" variant="h4" component="h2">
          Beneficiaries
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Who receives the benefit if you pass away. Their shares must add up to 100%.
        </Typography>
        <BeneficiaryEditor value={step3.beneficiaries} onChange={(list) => set('beneficiaries', list)} />
        {errors.beneficiaries ? (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {errors.beneficiaries}
          </Typography>
        ) : null}
      </Paper>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
        }}
      >
        <Button onClick={() => dispatch(funeralQuoteActions.stepOpened(2))}>Back to my quote</Button>
        <Button type="submit" variant="contained" size="large" loading={saving}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
