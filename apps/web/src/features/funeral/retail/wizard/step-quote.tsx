import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNABLE_TO } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LoadingState } from '../../../../components/async-state/async-state';
import { formatDateTime } from '../../shared/labels';
import { QuoteBreakdown } from '../../shared/quote-breakdown';
import { useNotify } from '../../../../components/notifications/use-notify';
import { WizardActions } from '../../../../components/wizard/wizard-actions';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { useAuthSession } from '../../../../lib/identity';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import { childrenToDetail, estimateQuoteInput } from '../state/wizard-payloads';
import { useWizard } from '../../../../components/wizard/wizard-context';
import { priceLocally } from '../../shared/members/member-validation';
import { useEnsureQuote } from './use-ensure-quote';

/** The step that asks for the field an estimate problem is about (its path in the quote input). */
export function stepToFix(path: string): 1 | 3 | 4 {
  if (path === 'mainMember.idNumber') return 3;
  if (path.startsWith('children') || path === 'spouse.idNumber') return 4;
  return 1;
}

const FIX_LABELS = { 1: 'Change my plan', 3: 'Change my details', 4: 'Change my family' } as const;

/**
 * Step 2: the quote. Signed in, the quote comes from getAQuote and is stored with its monthly premium;
 * before sign-in the premium is priced in the browser, and continuing asks the person to sign in.
 */
export function StepQuote() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const draft = useAppSelector((state) => state.funeralQuote);
  const session = useAuthSession('retail');
  const signedIn = session.status === 'signedIn';
  const { ensure, quoting } = useEnsureQuote();
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(false);

  const { openStep } = useWizard();
  const estimate = useMemo(() => priceLocally(estimateQuoteInput(draft)), [draft]);
  const estimateProblem = Object.entries(estimate.errors)[0];
  // Children priced by number until step 4 has their details: the stored quote does not hold them yet.
  const pendingChildren = childrenToDetail(draft);

  useEffect(() => {
    if (!signedIn || asked.current) return;
    asked.current = true;
    void ensure().then((result) => {
      if (!result.ok) {
        setProblem(result.error.message);
        notify.error(UNABLE_TO.GET_QUOTE);
      }
    });
  }, [ensure, notify, signedIn]);

  const stored = signedIn && draft.quote && !quoting && pendingChildren === 0 ? draft.quote : null;
  const shown = stored ?? estimate.quote;

  return (
    <Stack spacing={3}>
      <WizardSection region="Your quote">
        {quoting ? <LoadingState label="Getting your quote" /> : null}
        {!quoting && shown ? <QuoteBreakdown quote={shown} titleComponent="h2" title="Your quote" /> : null}
        {!quoting && !shown ? (
          <Alert
            severity="error"
            action={
              estimateProblem ? (
                <Button color="inherit" onClick={() => openStep(stepToFix(estimateProblem[0]))}>
                  {FIX_LABELS[stepToFix(estimateProblem[0])]}
                </Button>
              ) : undefined
            }
          >
            {estimateProblem?.[1] ?? UNABLE_TO.GET_QUOTE}
          </Alert>
        ) : null}
        {!quoting && shown && signedIn && pendingChildren > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            This estimate includes your {pendingChildren === 1 ? 'child' : `${pendingChildren} children`}. We
            confirm your quote once you give their details on the Family step.
          </Typography>
        ) : null}
        {stored ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Quote valid until {formatDateTime(stored.expiresAt)}.
          </Typography>
        ) : null}
      </WizardSection>
      {problem ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                setProblem(null);
                void ensure().then((result) => (result.ok ? undefined : setProblem(result.error.message)));
              }}
            >
              Try again
            </Button>
          }
        >
          {problem}
        </Alert>
      ) : null}
      {!signedIn ? (
        <Alert severity="info">
          This is an estimate. To get your formal quote and apply, sign in or create an account on the next
          step; your answers are kept.
        </Alert>
      ) : null}
      <WizardActions backLabel="Change my plan">
        <Button
          variant="contained"
          size="large"
          disabled={!shown || quoting}
          onClick={() => dispatch(funeralQuoteActions.step2Confirmed())}
        >
          {signedIn ? 'Continue to my details' : 'Sign in to continue'}
        </Button>
      </WizardActions>
    </Stack>
  );
}
