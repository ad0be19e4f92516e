import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { UNABLE_TO } from '@cover/domain';
import { CONSULTANT_QUOTE_CODES } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { useNotify } from '../../../../components/notifications/use-notify';
import { WizardActions } from '../../../../components/wizard/wizard-actions';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import type { MotorFamily } from '../api/purchase-api';
import { MotorQuoteSummary } from '../quote/motor-quote-summary';
import { CreditLifeBesideQuote, useDraftCreditLife } from './credit-life-beside';
import { motorQuoteInput, motorQuoteKey } from './registration-payloads';
import { MOTOR_STEP } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { routeServerErrors } from './server-error-routing';
import { UnderwriterNotice, useUnderwriterReasons } from './underwriter-notice';
import { useMotorDraft } from './use-motor-draft';
import { useMotorQuote } from './use-motor-quote';
import { useMotorWizardAgent } from './wizard-agent';
import { useMotorWording } from './wizard-wording';

const isExpired = (quote: { expired: boolean; expiresAt: string }, now = Date.now()) =>
  quote.expired || new Date(quote.expiresAt).getTime() <= now;

/**
 * Step 4, the quote (getVehicleQuote): the premium, the sum insured, what adds to and lowers the premium,
 * the excess of every claim type and how long the quote holds (7 days). It is fetched when the step opens
 * for answers it has not priced (or once it expired, unless an application already holds it); answers the
 * server refuses send the customer back to their field.
 */
export function StepQuote({ family }: { family: MotorFamily }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const draft = useMotorDraft();
  const wording = useMotorWording();
  const { ensureQuote, quoting } = useMotorQuote(family);
  const credit = useDraftCreditLife(family);
  const [problem, setProblem] = useState<string | null>(null);
  // Answers the rate table does not quote online (a vehicle above the online maximum, too many claims):
  // said on this step, where going back to change them is the customer's choice.
  const [referred, setReferred] = useState<string | null>(null);
  const key = motorQuoteKey(motorQuoteInput(draft.values, family));
  const { quote } = draft;
  const held = quote !== null && draft.quoteKey === key;
  const needed = !held || (isExpired(quote) && draft.application === null);
  const renewing = held && needed;
  const started = useRef(false);

  const load = useCallback(async () => {
    setProblem(null);
    setReferred(null);
    const outcome = await ensureQuote(true);
    if (outcome.ok) {
      if (renewing) notify.info(wording.quoteRenewed);
      return;
    }
    if (CONSULTANT_QUOTE_CODES.includes(outcome.error.code)) {
      setReferred(outcome.error.message);
      return;
    }
    notify.error(UNABLE_TO.GET_QUOTE);
    const routed = routeServerErrors(outcome.error.fields);
    if (Number.isFinite(routed.step) && routed.step < MOTOR_STEP.quote) {
      dispatch(motorRegistrationActions.serverErrorsReceived(routed));
      return;
    }
    setProblem(outcome.error.message);
  }, [dispatch, ensureQuote, notify, renewing, wording]);

  useEffect(() => {
    if (!needed || started.current) return;
    started.current = true;
    void load();
  }, [load, needed]);

  const shown = held && !needed ? quote : null;
  const reasons = useUnderwriterReasons(family, shown);
  const agent = useMotorWizardAgent();
  return (
    <Stack spacing={3}>
      <WizardSection title={wording.quoteSection} region>
        {shown ? (
          <MotorQuoteSummary quote={shown} headingComponent="h3" />
        ) : referred ? (
          <Alert severity="info" data-testid="quote-referred">
            <AlertTitle>We cannot quote this online</AlertTitle>
            {referred} Ask for a call back with the button at the top of the page, or {wording.changeAnswers}.
          </Alert>
        ) : problem ? (
          <ErrorState message={problem} onRetry={() => void load()} />
        ) : (
          <LoadingState label={quoting ? wording.workingOutPremium : wording.gettingQuote} />
        )}
      </WizardSection>
      <CreditLifeBesideQuote credit={credit} motorPremium={shown ? shown.suggestedPremium : null} />
      {agent ? shown ? agent.quoteNotice : null : <UnderwriterNotice reasons={reasons} />}
      <WizardActions backLabel="Back">
        <Button
          variant="contained"
          size="large"
          disabled={!shown || !credit.ready}
          onClick={() => dispatch(motorRegistrationActions.stepSaved({ step: MOTOR_STEP.quote, values: {} }))}
        >
          {wording.acceptQuote}
        </Button>
      </WizardActions>
    </Stack>
  );
}
