import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNABLE_TO, type ApplicationReply, type BillingDay } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { debitOrderErrors } from '../../../components/funeral/debit-order';
import { DebitOrderFields } from '../../../components/funeral/debit-order-fields';
import { Money } from '../../../components/money/money-display';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { useCreateQuoteApplicationMutation } from '../api/quote-api';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import { applicationPayload } from '../state/wizard-payloads';
import type { WizardStep6 } from '../state/wizard-types';
import { focusFirstError, type FieldErrors } from '../../../components/funeral/members/member-validation';
import { useEnsureQuote } from './use-ensure-quote';

/** Step 6: the debit order (bank, branch code from the bank, holder, number, type, day) and the application. */
export function StepBanking({ onCreated }: { onCreated: (reply: ApplicationReply) => void }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const draft = useAppSelector((state) => state.funeralQuote);
  const [step6, setStep6] = useState<WizardStep6>(() => ({
    ...draft.step6,
    accountHolderName:
      draft.step6.accountHolderName || `${draft.step1.firstName} ${draft.step1.lastName}`.trim(),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempts] = useState(createAttemptKeys);
  const [createApplication, creating] = useCreateQuoteApplicationMutation();
  const { ensure, quoting } = useEnsureQuote();
  const form = useRef<HTMLFormElement>(null);

  const submit = async () => {
    const found = debitOrderErrors(step6);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    dispatch(funeralQuoteActions.step6Saved(step6));
    const quote = await ensure();
    if (!quote.ok) {
      setErrors({ form: quote.error.message });
      notify.error(UNABLE_TO.GET_QUOTE);
      return;
    }
    const body = applicationPayload(
      { ...draft, step6 },
      quote.quote.quotePackageId,
      step6.debitOrderDate as BillingDay,
    );
    const result = await createApplication({ body, idempotencyKey: attempts.keyFor(body) });
    if ('error' in result) {
      const problem = readApiError(result.error);
      setErrors({ form: problem.message, ...problem.fields });
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return;
    }
    attempts.complete();
    onCreated(result.data);
  };

  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      spacing={3}
      aria-label="Banking details"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2">
          Debit order
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your premium of <Money cents={draft.monthlyPremium} /> is collected each month on the day you
          choose.
        </Typography>
        <DebitOrderFields value={step6} onChange={setStep6} errors={errors} />
      </Paper>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
        }}
      >
        <Button onClick={() => dispatch(funeralQuoteActions.stepOpened(5))}>Back to the declaration</Button>
        <Button type="submit" variant="contained" size="large" loading={creating.isLoading || quoting}>
          Apply and pay by debit order
        </Button>
      </Box>
    </Stack>
  );
}
