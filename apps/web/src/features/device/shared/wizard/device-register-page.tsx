import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DeviceApplicationReply } from '@cover/domain/device';
import { useAppDispatch } from '../../../../app/hooks';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { PageFrame } from '../../../../components/page/page-frame';
import { ApplicationSuccess } from '../../../../components/wizard/application-success';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { wizardHeading } from '../../../../components/wizard/wizard-heading';
import type { DeviceFamily } from '../api/purchase-api';
import { DEVICE_PURCHASE_PATHS } from './paths';
import { isApplicationStale, shownProgress } from './registration-progress';
import { DEVICE_WIZARD_STEPS } from './registration-types';
import { deviceRegistrationActions } from './registration-slice';
import { REOPEN_MESSAGES } from './reopen-messages';
import { StepConfirm } from './step-confirm';
import { StepCreditLife } from './step-credit-life';
import { StepDocuments } from './step-documents';
import { StepPayment } from './step-payment';
import { StepPhone } from './step-phone';
import { useDeviceDraft, useDraftOwner } from './use-device-draft';
import { WizardPrice } from './wizard-price';
import { useOpenApplication } from './use-open-application';
import { underReview } from '../../../../components/policies/underwriting-note';
import { DEVICE_APPLICATIONS_ID } from '../policies/device-policy-list';
import { IssuedPremiums } from '../../../credit-life/issued/issued-premiums';

/**
 * The success screen: the device policy (or the application with the underwriters). With credit life each
 * policy is given with its own number and premium, and what both come to a month.
 */
function DeviceIssued({ family, reply }: { family: DeviceFamily; reply: DeviceApplicationReply }) {
  const { policy, application, message, creditLifePolicyId } = reply;
  const { quote } = application.module;
  // referred to an underwriter: no policy yet, the screen stays and links to the application (0025)
  const referred = !policy && underReview(application);
  const policyNumber = policy?.policyNumber ?? application.policyNumber;
  return (
    <ApplicationSuccess
      referred={referred}
      message={message}
      policyNumber={policyNumber}
      monthlyPremium={quote.totalMonthlyPremium}
      premiums={
        quote.isOptedforCreditLife ? (
          <IssuedPremiums
            cover={{
              label: 'Device cover',
              policyNumber,
              monthlyPremium: policy?.monthlyPremium ?? quote.deviceMonthlyPremium,
            }}
            creditLife={{
              scope: { line: 'device', family },
              label: 'Device credit life',
              policyId: creditLifePolicyId,
              monthlyPremium: quote.creditLifeMonthlyPremium,
            }}
          />
        ) : undefined
      }
      next={
        policy
          ? DEVICE_PURCHASE_PATHS.policy(family, policy.policyId)
          : `${DEVICE_PURCHASE_PATHS.policies(family)}${referred ? `#${DEVICE_APPLICATIONS_ID}` : ''}`
      }
      linkLabel={policy ? 'Open my policy' : referred ? 'See my application' : 'See my policies'}
    />
  );
}

const HEADINGS = { applying: 'Insure your phone', resumed: 'Your device cover application' };

/**
 * Device cover registration (/retail/device/register, /employee/device/register): five steps on the
 * shared wizard frame, the draft in the persisted deviceInsuranceRegistration slice (restored on reload,
 * owned by the signed-in customer). The steps after the phone show its premium a month (WizardPrice), before
 * the bank details are asked for. Leaving Payment makes the PENDING application, Documents uploads to
 * it, Confirm declares it and the policy is issued. `?applicationId=` (from the policies page) continues
 * a PENDING application: see useOpenApplication. The heading is the one the sitting began with (wizardHeading).
 */
export function DeviceRegisterPage({ family }: { family: DeviceFamily }) {
  const dispatch = useAppDispatch();
  const draft = useDeviceDraft();
  const { ready } = useDraftOwner(family);
  const opening = useOpenApplication(family, ready);
  const [issued, setIssued] = useState<DeviceApplicationReply | null>(null);
  const [attempt, setAttempt] = useState(0);
  const openStep = useCallback(
    (step: number) => dispatch(deviceRegistrationActions.stepOpened(step)),
    [dispatch],
  );

  if (issued)
    return (
      <PageFrame title="Device cover" maxWidth="md">
        <DeviceIssued family={family} reply={issued} />
      </PageFrame>
    );

  const onIssued = (reply: DeviceApplicationReply) => {
    setIssued(reply);
    dispatch(
      deviceRegistrationActions.policyIssued({
        policyId: reply.policy?.policyId ?? '',
        policyNumber: reply.policy?.policyNumber ?? reply.application.policyNumber ?? '',
      }),
    );
  };
  const content: Record<number, ReactNode> = {
    1: <StepPhone family={family} />,
    2: (
      <>
        <WizardPrice family={family} />
        <StepCreditLife family={family} />
      </>
    ),
    3: (
      <>
        <WizardPrice family={family} />
        <StepPayment family={family} />
      </>
    ),
    4: (
      <>
        <WizardPrice family={family} />
        <StepDocuments family={family} />
      </>
    ),
    5: <StepConfirm family={family} onIssued={onIssued} />,
  };
  const stale = isApplicationStale(draft);

  return (
    <PageFrame
      title={wizardHeading(draft.resumed === true, HEADINGS)}
      maxWidth="md"
      back={{ to: DEVICE_PURCHASE_PATHS.quote, label: 'Device quote' }}
      actions={
        draft.succeedSteps.length > 0 && opening.state === 'none' ? (
          <Button
            color="inherit"
            onClick={() => {
              dispatch(deviceRegistrationActions.reset());
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
            <Button component={RouterLink} to={DEVICE_PURCHASE_PATHS.policies(family)} color="inherit">
              Back to my policies
            </Button>
          }
        >
          {opening.message}
        </Alert>
      ) : (
        <>
          {stale ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              {draft.application?.reopened
                ? REOPEN_MESSAGES.filledIn
                : 'You changed your answers. Continue through the payment step to update your application.'}
            </Alert>
          ) : null}
          <WizardFrame
            key={`${attempt}-${draft.owner ?? ''}`}
            label="Registration steps"
            steps={DEVICE_WIZARD_STEPS}
            progress={shownProgress(draft)}
            onOpenStep={openStep}
            renderStep={(step) => content[step]}
          />
        </>
      )}
    </PageFrame>
  );
}
