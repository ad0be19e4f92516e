import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { UNABLE_TO } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FamilyFields } from '../../../components/funeral/members/family-fields';
import { newChild } from '../../../components/funeral/members/member-drafts';
import {
  addNameErrors,
  focusFirstError,
  priceLocally,
  type FieldErrors,
} from '../../../components/funeral/members/member-validation';
import { formatMoney } from '../../../components/money/format-money';
import { useNotify } from '../../../components/notifications/use-notify';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import { wizardQuoteInput } from '../state/wizard-payloads';
import type { FuneralQuoteState, WizardStep4 } from '../state/wizard-types';
import { useEnsureQuote } from './use-ensure-quote';

/** Step 4's problems: names, and the ages the domain's rating rules refuse (keyed like the form). */
export function validateStep4(
  draft: Pick<FuneralQuoteState, 'step1' | 'step3'>,
  step4: WizardStep4,
): FieldErrors {
  const errors: FieldErrors = {};
  if (step4.spouseIncluded) addNameErrors(errors, 'spouse.', step4.spouse);
  step4.children.forEach((child, index) => addNameErrors(errors, `children.${index}.`, child));
  const priced = priceLocally(wizardQuoteInput({ ...draft, step4 }));
  for (const [path, message] of Object.entries(priced.errors)) {
    if (path.startsWith('spouse') || path.startsWith('children'))
      errors[path.includes('.') ? path : `${path}.dateOfBirth`] ??= message;
  }
  return errors;
}

/** Step 4: the spouse and the children (as many as step 3 said, more or fewer allowed). */
export function StepFamily() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const draft = useAppSelector((state) => state.funeralQuote);
  const { ensure } = useEnsureQuote();
  const [step4, setStep4] = useState<WizardStep4>(() => {
    const children = [...draft.step4.children];
    while (children.length < draft.step3.noOfChildrens) children.push(newChild(draft.step1.lastName));
    return { ...draft.step4, children };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async () => {
    const found = validateStep4(draft, step4);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setSaving(true);
    const quote = await ensure({ step4 });
    setSaving(false);
    if (!quote.ok) {
      setErrors({ form: quote.error.message });
      notify.error(UNABLE_TO.GET_QUOTE);
      return;
    }
    if (quote.changed)
      notify.info(`Your monthly premium is now ${formatMoney(quote.quote.suggestedPremium)}`);
    dispatch(funeralQuoteActions.step4Saved(step4));
  };

  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      spacing={3}
      aria-label="Your family"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <FamilyFields value={step4} onChange={setStep4} errors={errors} lastName={draft.step1.lastName} />
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
        }}
      >
        <Button onClick={() => dispatch(funeralQuoteActions.stepOpened(3))}>Back to my details</Button>
        <Button type="submit" variant="contained" size="large" loading={saving}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
