import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { ApplicationReply } from '@cover/domain/funeral';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { ApplicationSuccess } from '../../../../components/wizard/application-success';
import { PageFrame } from '../../../../components/page/page-frame';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { RequireAuth, useAuthSession } from '../../../../lib/identity';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import { StepBanking } from './step-banking';
import { StepDeclaration } from './step-declaration';
import { StepFamily } from './step-family';
import { StepMainMember } from './step-main-member';
import { StepPlan } from './step-plan';
import { StepQuote } from './step-quote';

export const WIZARD_STEPS = ['Plan', 'Quote', 'Your details', 'Family', 'Declaration', 'Payment'] as const;

/**
 * The retail funeral quote and registration wizard (/funeral/apply): six steps from step 1, the draft
 * kept in the persisted funeralQuote slice (so it resumes), sign-in required from step 3 on.
 */
export function FuneralWizardPage() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.funeralQuote);
  const [created, setCreated] = useState<{ reply: ApplicationReply; premium: number } | null>(null);
  // Starting again clears the draft; a new frame gives the steps' forms the cleared values.
  const [attempt, setAttempt] = useState(0);
  const openStep = useCallback((step: number) => dispatch(funeralQuoteActions.stepOpened(step)), [dispatch]);
  // The draft survives signing in (and signing up): filled in before, it becomes the customer's; a draft
  // another customer left on this device is cleared before anything of it shows.
  const session = useAuthSession('retail');
  const username = session.status === 'signedIn' ? (session.user?.username ?? null) : null;
  const foreign = username !== null && (draft.owner ?? null) !== null && draft.owner !== username;
  useEffect(() => {
    if (username !== null && draft.owner !== username) dispatch(funeralQuoteActions.draftOwnerSeen(username));
  }, [dispatch, draft.owner, username]);

  if (created) {
    const { application, policy, message } = created.reply;
    return (
      <PageFrame title="Funeral cover" maxWidth="md">
        <ApplicationSuccess
          message={message}
          policyNumber={policy?.policyNumber ?? application.policyNumber}
          monthlyPremium={created.premium}
          next={policy ? FUNERAL_PATHS_WEB.policy(policy.policyId) : FUNERAL_PATHS_WEB.policies}
        />
      </PageFrame>
    );
  }

  const onCreated = (reply: ApplicationReply) => {
    setCreated({ reply, premium: reply.policy?.monthlyPremium ?? reply.application.monthlyPremium });
    dispatch(
      funeralQuoteActions.applicationCreated({
        policyId: reply.policy?.policyId ?? '',
        policyNumber: reply.policy?.policyNumber ?? '',
        billingDay: reply.application.billingDay,
      }),
    );
  };

  const content: Record<number, ReactNode> = {
    1: <StepPlan />,
    2: <StepQuote />,
    3: <StepMainMember />,
    4: <StepFamily />,
    5: <StepDeclaration />,
    6: <StepBanking onCreated={onCreated} />,
  };

  return (
    <PageFrame
      title={draft.applicationId ? 'Change your application' : 'Apply for funeral cover'}
      maxWidth="md"
      back={{ to: FUNERAL_PATHS_WEB.calculator, label: 'Cover calculator' }}
      actions={
        draft.succeedSteps.length > 0 ? (
          <Button
            color="inherit"
            onClick={() => {
              dispatch(funeralQuoteActions.reset());
              setAttempt((count) => count + 1);
            }}
          >
            Start again
          </Button>
        ) : undefined
      }
    >
      {foreign ? null : (
        <WizardFrame
          key={`${attempt}-${draft.owner ?? ''}`}
          label="Application steps"
          steps={WIZARD_STEPS}
          progress={draft}
          onOpenStep={openStep}
          renderStep={(step) =>
            step >= 3 ? <RequireAuth audience="retail">{content[step]}</RequireAuth> : content[step]
          }
        />
      )}
    </PageFrame>
  );
}
