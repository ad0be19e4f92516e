import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MotorApplicationReply } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { PageFrame } from '../../../../components/page/page-frame';
import { ApplicationSuccess } from '../../../../components/wizard/application-success';
import { wizardHeading } from '../../../../components/wizard/wizard-heading';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import type { MotorFamily } from '../api/purchase-api';
import { MOTOR_PURCHASE_PATHS } from './paths';
import { isApplicationStale, shownProgress } from './registration-progress';
import { MOTOR_WIZARD_STEPS } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { StepBanking } from './step-banking';
import { StepHistory } from './step-history';
import { StepInspection } from './step-inspection';
import { StepPeople } from './step-people';
import { StepQuote } from './step-quote';
import { StepSubmit } from './step-submit';
import { StepVehicle } from './step-vehicle';
import { MOTOR_REOPEN_MESSAGES, useOpenApplication } from './use-open-application';
import { useMotorDraft, useMotorDraftOwner } from './use-motor-draft';
import { useMotorWizardAgent } from './wizard-agent';
import { IssuedPremiums } from '../../../credit-life/issued/issued-premiums';

/**
 * The success screen: the policy when the inspection was already approved, else the application received.
 * With vehicle credit life each policy is given with its own number and premium, and what both come to a
 * month on the one debit order (IssuedPremiums, as on the device screen).
 */
function Declared({ family, reply }: { family: MotorFamily; reply: MotorApplicationReply }) {
  const { policy, application } = reply;
  const { creditLife } = application.module;
  const policyNumber = policy?.policyNumber ?? application.policyNumber;
  return (
    <ApplicationSuccess
      message={policy ? 'You’re covered' : 'Application received'}
      policyNumber={policyNumber}
      monthlyPremium={application.monthlyPremium}
      premiums={
        creditLife ? (
          <IssuedPremiums
            cover={{ label: 'Motor cover', policyNumber, monthlyPremium: application.monthlyPremium }}
            creditLife={{
              scope: { line: 'vehicle', family },
              label: 'Vehicle credit life',
              policyId: creditLife.policyId,
              monthlyPremium: creditLife.monthlyPremium,
            }}
          />
        ) : undefined
      }
      next={
        policy ? MOTOR_PURCHASE_PATHS.policy(family, policy.policyId) : MOTOR_PURCHASE_PATHS.policies(family)
      }
      linkLabel={policy ? 'Open my policy' : 'See my application'}
      openingLabel={policy ? 'Opening your policy…' : 'Opening your application…'}
    >
      {policy ? null : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {application.waitingFor || 'Your cover starts once your vehicle’s inspection is approved.'}
        </Typography>
      )}
    </ApplicationSuccess>
  );
}

/** The application opened from the list keeps reopened when saved again (registration-slice.ts). */
const HEADINGS = { applying: 'Insure your vehicle', resumed: 'Your motor cover application' };

/**
 * Motor cover registration (/retail/motor/register, /employee/motor/register): seven steps on the shared
 * wizard frame — vehicle, driver and owner, history and extras, quote, inspection, banking, documents and
 * declaration — the draft in the persisted motorInsuranceRegistration slice (restored on reload, owned by
 * the signed-in customer). `?applicationId=` (from the policies page) continues a PENDING application.
 * The heading is the one the sitting began with (wizardHeading).
 * Inside a MotorWizardAgent (the operator desk) the same steps are filled in for the customer, with the
 * agent's own inspection and last steps, calls and draft owner.
 */
export function MotorRegisterPage({ family }: { family: MotorFamily }) {
  const dispatch = useAppDispatch();
  const draft = useMotorDraft();
  const agent = useMotorWizardAgent();
  const { ready } = useMotorDraftOwner(family);
  // An agent's wizard does not continue the customer's own applications (?applicationId=).
  const opening = useOpenApplication(family, ready && agent === null);
  const [declared, setDeclared] = useState<MotorApplicationReply | null>(null);
  const [attempt, setAttempt] = useState(0);
  const openStep = useCallback(
    (step: number) => dispatch(motorRegistrationActions.stepOpened(step)),
    [dispatch],
  );

  if (declared)
    return (
      <PageFrame title="Motor cover" maxWidth="md">
        <Declared family={family} reply={declared} />
      </PageFrame>
    );

  const onDeclared = (reply: MotorApplicationReply) => {
    setDeclared(reply);
    dispatch(motorRegistrationActions.applicationDeclared());
  };
  const content: Record<number, ReactNode> = {
    1: <StepVehicle family={family} />,
    2: <StepPeople />,
    3: <StepHistory family={family} />,
    4: <StepQuote family={family} />,
    5: <StepInspection family={family} />,
    6: <StepBanking family={family} />,
    7: <StepSubmit family={family} onDeclared={onDeclared} />,
    ...agent?.steps,
  };
  const stale = isApplicationStale(draft, family);

  return (
    <PageFrame
      title={agent?.title ?? wizardHeading(draft.application?.reopened === true, HEADINGS)}
      maxWidth="md"
      back={agent?.back ?? { to: MOTOR_PURCHASE_PATHS.product, label: 'Motor insurance' }}
      actions={
        draft.succeedSteps.length > 0 && opening.state === 'none' ? (
          <Button
            color="inherit"
            onClick={() => {
              dispatch(motorRegistrationActions.reset());
              setAttempt((count) => count + 1);
            }}
          >
            Start again
          </Button>
        ) : undefined
      }
    >
      {!ready || opening.state === 'loading' ? (
        <LoadingState label="Opening your application" />
      ) : opening.state === 'failed' ? (
        <ErrorState message={opening.message} onRetry={opening.retry} />
      ) : opening.state === 'refused' ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={MOTOR_PURCHASE_PATHS.policies(family)} color="inherit">
              Back to my policies
            </Button>
          }
        >
          {opening.message}
        </Alert>
      ) : (
        <>
          {draft.application?.reopened && stale ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              {MOTOR_REOPEN_MESSAGES.filledIn}
            </Alert>
          ) : stale ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              You changed your answers. Submit the last step again to update your application.
            </Alert>
          ) : null}
          <WizardFrame
            key={`${attempt}-${draft.owner ?? ''}`}
            label="Registration steps"
            steps={MOTOR_WIZARD_STEPS}
            progress={shownProgress(draft, family)}
            onOpenStep={openStep}
            renderStep={(step) => content[step]}
          />
        </>
      )}
    </PageFrame>
  );
}
