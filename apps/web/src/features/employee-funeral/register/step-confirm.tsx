import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPLICATION_MESSAGES, UNABLE_TO, type ApplicationReply } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LoadingState } from '../../../components/async-state/async-state';
import { debitOrderErrors } from '../../../components/funeral/debit-order';
import { DebitOrderFields } from '../../../components/funeral/debit-order-fields';
import { QuoteBreakdown } from '../../../components/funeral/quote-breakdown';
import { Money } from '../../../components/money/money-display';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { useCreateEmployeeApplicationMutation } from '../api/employee-funeral-api';
import { employeeApplicationPayload } from '../state/register-payloads';
import { employeeRegisterActions } from '../state/register-slice';
import { useEmployeeQuote } from './use-employee-quote';

/** Step 4: the quote (totalPremium), how it is paid, the declaration, and the application. */
export function StepConfirm({ onCreated }: { onCreated: (reply: ApplicationReply) => void }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const register = useAppSelector((state) => state.employeeFuneralRegister);
  const { variant } = register.values;
  const [debitOrder, setDebitOrder] = useState(register.values.debitOrder);
  const [declaration, setDeclaration] = useState(register.values.declaration);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempts] = useState(createAttemptKeys);
  const { ensure, quoting } = useEmployeeQuote();
  const [createApplication, creating] = useCreateEmployeeApplicationMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ensure().then((result) => {
      if (!result.ok) {
        setProblem(result.error.message);
        notify.error(UNABLE_TO.GET_QUOTE);
      }
    });
  }, [ensure, notify]);

  const submit = async () => {
    setTried(true);
    const found = variant === 'paid' ? debitOrderErrors(debitOrder) : {};
    setErrors(found);
    if (Object.keys(found).length > 0 || !declaration.acceptTandc || !declaration.acceptPOPIAandTCF) return;
    dispatch(employeeRegisterActions.confirmationSaved({ debitOrder, declaration }));
    const quote = await ensure();
    if (!quote.ok) {
      setProblem(quote.error.message);
      notify.error(UNABLE_TO.GET_QUOTE);
      return;
    }
    const body = employeeApplicationPayload(
      { ...register.values, debitOrder, declaration },
      quote.quote.quotePackageId,
    );
    const result = await createApplication({
      body,
      idempotencyKey: attempts.keyFor(body),
      paid: variant === 'paid',
    });
    if ('error' in result) {
      setProblem(readApiError(result.error).message);
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return;
    }
    attempts.complete();
    onCreated(result.data);
  };

  const quote = register.quote;
  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      aria-label="Confirm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {quoting || !quote ? (
          <LoadingState label="Getting your quote" />
        ) : (
          <QuoteBreakdown quote={quote} titleComponent="h2" title="Your quote" />
        )}
        {quote && !quoting ? (
          <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="employee-total-premium">
            Total premium: <Money cents={quote.totalPremium} /> a month
          </Typography>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          How you pay
        </Typography>
        {variant === 'salary' ? (
          <Typography>Deducted from your salary each month (payment method: deduct from salary).</Typography>
        ) : null}
        {variant === 'free' ? <Typography>Nothing: this benefit is paid by Telkom.</Typography> : null}
        {variant === 'paid' ? (
          <DebitOrderFields value={debitOrder} onChange={setDebitOrder} errors={errors} />
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Declaration
        </Typography>
        <FormControlLabel
          sx={{ display: 'flex', alignItems: 'flex-start' }}
          control={
            <Checkbox
              sx={{ mt: -1 }}
              checked={declaration.acceptTandc}
              onChange={(event) =>
                setDeclaration((current) => ({ ...current, acceptTandc: event.target.checked }))
              }
            />
          }
          label="I accept the terms and conditions of this funeral cover."
        />
        {tried && !declaration.acceptTandc ? (
          <FormHelperText error>{APPLICATION_MESSAGES.acceptTandc}</FormHelperText>
        ) : null}
        <FormControlLabel
          sx={{ display: 'flex', alignItems: 'flex-start', mt: 1 }}
          control={
            <Checkbox
              sx={{ mt: -1 }}
              checked={declaration.acceptPOPIAandTCF}
              onChange={(event) =>
                setDeclaration((current) => ({ ...current, acceptPOPIAandTCF: event.target.checked }))
              }
            />
          }
          label="I consent to the processing of my personal information (POPIA) and confirm I was treated fairly (TCF)."
        />
        {tried && !declaration.acceptPOPIAandTCF ? (
          <FormHelperText error>{APPLICATION_MESSAGES.acceptPOPIAandTCF}</FormHelperText>
        ) : null}
      </Paper>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
        }}
      >
        <Button onClick={() => dispatch(employeeRegisterActions.stepOpened(3))}>Back</Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!quote}
          loading={creating.isLoading || quoting}
        >
          {variant === 'free' ? 'Take my free benefit' : 'Apply for this cover'}
        </Button>
      </Box>
    </Stack>
  );
}
