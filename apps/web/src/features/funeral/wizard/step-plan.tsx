import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { coverAmountCents, FUNERAL_QUOTE_MESSAGES } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CoverOptionPicker } from '../../../components/funeral/cover-option-picker';
import { funeralQuoteActions, initialStep3, initialStep4 } from '../state/funeral-quote-slice';
import { wizardQuoteInput } from '../state/wizard-payloads';
import type { WizardStep1 } from '../state/wizard-types';
import { ExtendedFamilyEditor } from '../../../components/funeral/members/extended-family-editor';
import {
  addNameErrors,
  focusFirstError,
  priceLocally,
  type FieldErrors,
} from '../../../components/funeral/members/member-validation';

/** Problems of step 1: the plan, the main member's names and date of birth, and each relative. */
export function validateStep1(step1: WizardStep1, today: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (step1.coverOption === '') errors.coverOption = FUNERAL_QUOTE_MESSAGES.coverOption;
  addNameErrors(errors, '', step1);
  if (step1.extendedFamilyIncluded === 'yes')
    step1.extendedFamily.forEach((member, index) =>
      addNameErrors(errors, `extendedFamily.${index}.`, member),
    );
  const input = wizardQuoteInput({ step1, step3: initialStep3, step4: initialStep4 }, { withFamily: false });
  const priced = priceLocally(input, today);
  for (const [path, message] of Object.entries(priced.errors)) {
    const field = path.startsWith('mainMember.') ? path.slice('mainMember.'.length) : path;
    errors[field] ??= message;
  }
  if (step1.extendedFamilyIncluded === 'yes' && step1.extendedFamily.length === 0)
    errors.extendedFamilyIncluded = 'Add at least one family member, or choose No';
  return errors;
}

/** Step 1: the plan (cover type and option), the main member and whether extended family is included. */
export function StepPlan() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => state.funeralQuote.step1);
  const [step1, setStep1] = useState<WizardStep1>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof WizardStep1>(field: K, value: WizardStep1[K]) =>
    setStep1((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const coverAmount =
      step1.coverOption === '' ? 0 : (coverAmountCents(step1.selectedPlan, step1.coverOption) ?? 0);
    const candidate = { ...step1, coverAmount };
    const found = validateStep1(candidate);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    dispatch(funeralQuoteActions.step1Saved(candidate));
  };

  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      spacing={3}
      aria-label="Your plan"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Choose your plan
        </Typography>
        <CoverOptionPicker
          coverType={step1.selectedPlan}
          coverOption={step1.coverOption}
          onCoverTypeChange={(value) => set('selectedPlan', value)}
          onCoverOptionChange={(value) => set('coverOption', value)}
          error={errors.coverOption}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          About you (the main member)
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="First name"
            required
            autoComplete="given-name"
            value={step1.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName ?? ' '}
          />
          <TextField
            label="Last name"
            required
            autoComplete="family-name"
            value={step1.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName ?? ' '}
          />
          <TextField
            label="Date of birth"
            type="date"
            required
            autoComplete="bday"
            value={step1.dateOfBirth}
            onChange={(event) => set('dateOfBirth', event.target.value)}
            error={Boolean(errors.dateOfBirth)}
            helperText={errors.dateOfBirth ?? 'The main member must be 18 to 64'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <FormControl error={Boolean(errors.extendedFamilyIncluded)}>
          <FormLabel id="extended-family-label" sx={{ typography: 'h4', color: 'text.primary', mb: 1 }}>
            Cover extended family too?
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="extended-family-label"
            value={step1.extendedFamilyIncluded}
            onChange={(event) => set('extendedFamilyIncluded', event.target.value === 'yes' ? 'yes' : 'no')}
          >
            <FormControlLabel value="no" control={<Radio />} label="No" />
            <FormControlLabel value="yes" control={<Radio />} label="Yes" />
          </RadioGroup>
          {errors.extendedFamilyIncluded ? (
            <Typography role="alert" color="error" variant="body2">
              {errors.extendedFamilyIncluded}
            </Typography>
          ) : null}
        </FormControl>
        {step1.extendedFamilyIncluded === 'yes' ? (
          <Box sx={{ mt: 2 }}>
            <ExtendedFamilyEditor
              members={step1.extendedFamily}
              onChange={(members) => set('extendedFamily', members)}
              errors={errors}
              defaultOption={step1.coverOption === '' ? 'A' : step1.coverOption}
            />
          </Box>
        ) : null}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          See my quote
        </Button>
      </Box>
    </Stack>
  );
}
