import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ON_BEHALF_ACCEPT_PAGE_ROUTE,
  ON_BEHALF_EVENTS,
  ON_BEHALF_MESSAGES,
  type MotorApplication,
  type MotorApplicationReply,
  type OnBehalfAction,
  type OnBehalfCreditLife,
} from '@cover/domain/motor';
import { LoadingState } from '../../../components/async-state/async-state';
import { PageFrame } from '../../../components/page/page-frame';
import { formatDateTime } from '../../../components/policies/format-time';
import { underReview } from '../../../components/policies/underwriting-note';
import { RequireAuth, useSignOut } from '../../../lib/identity';
import { useReviewOnBehalfApplicationQuery } from '../api/on-behalf-api';
import { AcceptForm } from '../components/accept-form';
import { LinkRefused, sentToSomeoneElse } from '../components/link-refused';
import { ReviewSummary } from '../components/review-summary';
import {
  forgetAcceptToken,
  rememberAcceptTokenFor,
  useAcceptToken,
  useHideTokenInAddress,
} from '../lib/accept-token';

/**
 * The page's heading and intro follow where the employee is: reviewing, accepted, or declined; a link the
 * server refused claims nothing about whose it is (sent to someone else, or not valid or expired).
 */
type Outcome = 'review' | 'accepted' | 'declined' | 'someoneElse' | 'refused';
const FRAMES: Record<Outcome, { title: string; intro?: string }> = {
  review: {
    title: 'Review and accept your application',
    intro: 'An operator registered motor cover for you. Nothing starts until you accept it yourself.',
  },
  accepted: { title: 'Application accepted' },
  declined: { title: 'Application declined' },
  someoneElse: { title: 'Application for someone else' },
  refused: { title: 'Review and accept an application' },
};
const POLICIES = '/employee/motor/policies';

const CREDIT_LIFE_POLICIES = '/employee/motor/credit-life';

/** The policies the acceptance issued: the motor policy, and the vehicle credit life's issued with it. */
function policiesText(policyNumber: string, creditLife: OnBehalfCreditLife | null) {
  return creditLife?.policyNumber
    ? `Your motor policy number is ${policyNumber}, and your vehicle credit life policy number is ${creditLife.policyNumber}.`
    : `Your policy number is ${policyNumber}.`;
}

interface AcceptedProps {
  /** the motor policy once issued */
  policy: { policyId: string; policyNumber: string } | null;
  application: MotorApplication;
  /** the vehicle credit life taken with it, with its policy once issued (from the link's review) */
  creditLife: OnBehalfCreditLife | null;
  /** when it was accepted, said when the link is opened again afterwards (absent right after accepting) */
  acceptedAt?: string | null;
}

/** What the acceptance came to: when (opened again), covered or waiting, and the policies by number. */
function acceptedText({ policy, application, creditLife, acceptedAt }: AcceptedProps): string {
  const opening = acceptedAt
    ? `You accepted this application on ${formatDateTime(acceptedAt)}.`
    : policy
      ? 'You’re covered.'
      : ON_BEHALF_MESSAGES.accepted;
  const then = policy
    ? policiesText(policy.policyNumber, creditLife)
    : underReview(application)
      ? ''
      : 'Your cover starts once your vehicle’s inspection is approved.';
  return then ? `${opening} ${then}` : opening;
}

/**
 * Accepted: covered (the inspection was approved), naming the motor policy and the vehicle credit life's
 * issued with it, or waiting for the inspection or an underwriter. The link opened again after accepting
 * says when it was accepted, and leads to the same policies.
 */
function Accepted(props: AcceptedProps) {
  const { policy, application, creditLife } = props;
  return (
    <Stack spacing={2} role="status">
      <Alert severity="success">{acceptedText(props)}</Alert>
      {policy ? null : application.waitingFor ? <Typography>{application.waitingFor}</Typography> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={policy ? `${POLICIES}/${policy.policyId}` : POLICIES}
        >
          {policy ? (creditLife?.policyId ? 'Open my motor policy' : 'Open my policy') : 'See my motor cover'}
        </Button>
        {creditLife?.policyId ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`${CREDIT_LIFE_POLICIES}/${creditLife.policyId}`}
          >
            Open my vehicle credit life
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The motor policy an accepted application's view names (its policy id and number), else null. */
const issuedPolicy = (application: MotorApplication) =>
  application.policyId && application.policyNumber
    ? { policyId: application.policyId, policyNumber: application.policyNumber }
    : null;

/**
 * After "Something is wrong" (or opening the link of an application declined before, then saying when):
 * what happens now.
 */
function Declined({
  operatorName,
  reason,
  declinedAt = null,
}: {
  operatorName: string;
  reason: string | null;
  declinedAt?: string | null;
}) {
  return (
    <Stack spacing={2} role="status">
      <Alert severity="info">
        {declinedAt ? `You declined this application on ${formatDateTime(declinedAt)}. ` : ''}We told{' '}
        {operatorName} what is wrong{reason ? ` (“${reason}”)` : ''}. Nothing was taken out: there is no cover
        and no premium will be collected. {operatorName} can make a new application with you once it is put
        right; if you need help, ask us to call you with the call-back button at the top of the page.
      </Alert>
      <Button variant="outlined" component={RouterLink} to={POLICIES} sx={{ alignSelf: 'flex-start' }}>
        See my motor cover
      </Button>
    </Stack>
  );
}

/** The reason the employee gave when they declined (the latest), from the actions. */
const declinedReason = (actions: readonly OnBehalfAction[]) => {
  const reason = actions.findLast((action) => action.type === ON_BEHALF_EVENTS.declined)?.changes.reason;
  return typeof reason === 'string' ? reason : null;
};

/** When the employee declined it (the latest "something is wrong"), from the actions. */
const declinedAtOf = (actions: readonly OnBehalfAction[]) =>
  actions.findLast((action) => action.type === ON_BEHALF_EVENTS.declined)?.at ?? null;

interface ReviewProps {
  token: string;
  onOutcome: (outcome: Outcome) => void;
  /** signs out to sign in as the person the link was sent to, and back here */
  onSignOut: () => void;
}

function Review({ token, onOutcome, onSignOut }: ReviewProps) {
  useHideTokenInAddress();
  const review = useReviewOnBehalfApplicationQuery({ token });
  const [accepted, setAccepted] = useState<MotorApplicationReply | null>(null);
  const [declined, setDeclined] = useState<{ operatorName: string; reason: string | null } | null>(null);
  const declinedBefore = review.data?.acceptance.status === 'DECLINED';
  const acceptedBefore = review.data?.acceptance.status === 'ACCEPTED';
  const refused: Outcome = sentToSomeoneElse(review.error) ? 'someoneElse' : 'refused';
  const outcome: Outcome =
    accepted || acceptedBefore
      ? 'accepted'
      : declined || declinedBefore
        ? 'declined'
        : review.isError
          ? refused
          : 'review';
  useEffect(() => onOutcome(outcome), [onOutcome, outcome]);
  // the link is this application's: the lists lead each waiting application to its own link
  const reviewedId = review.data?.acceptance.status === 'SENT' ? review.data.application.applicationId : null;
  useEffect(() => {
    if (reviewedId) rememberAcceptTokenFor(reviewedId, token);
  }, [reviewedId, token]);
  if (accepted)
    return (
      <Accepted
        policy={accepted.policy}
        application={accepted.application}
        creditLife={review.data?.creditLifeCover ?? null}
      />
    );
  if (declined) return <Declined {...declined} />;
  if (review.isLoading) return <LoadingState label="Loading your application" />;
  if (!review.data) return <LinkRefused error={review.error} policiesPath={POLICIES} onSignOut={onSignOut} />;
  if (acceptedBefore)
    return (
      <Accepted
        policy={issuedPolicy(review.data.application)}
        application={review.data.application}
        creditLife={review.data.creditLifeCover}
        acceptedAt={review.data.acceptance.acceptedAt}
      />
    );
  if (declinedBefore)
    return (
      <Declined
        operatorName={review.data.operatorName}
        reason={declinedReason(review.data.actions)}
        declinedAt={declinedAtOf(review.data.actions)}
      />
    );
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <ReviewSummary item={review.data} />
      <AcceptForm
        token={token}
        review={review.data}
        onAccepted={(reply) => {
          forgetAcceptToken(reply.application.applicationId);
          setAccepted(reply);
          // the link's review again: the vehicle credit life's policy issued with it, by its number
          void review.refetch();
        }}
        onDeclined={(reply) => {
          forgetAcceptToken(reply.application.application.applicationId);
          setDeclined({
            operatorName: reply.application.operatorName,
            reason: declinedReason(reply.application.actions),
          });
        }}
      />
    </Stack>
  );
}

/**
 * /employee/accept#t=<token> (the link emailed and texted to the employee): the signed-in employee sees what
 * an operator did on their behalf and by whom, and accepts the terms and consents themselves; cover starts
 * only after that. The token is kept across the sign-in; a link without one says so. Opened by another employee,
 * its "Sign out" leads to the sign-in and back here: the page leaves its sign-in guard while it signs out, so
 * that the guard's own redirect of a signed-out visitor (to the sign-in as it is) does not lose the way back.
 */
export function AcceptPage() {
  const token = useAcceptToken();
  const [outcome, setOutcome] = useState<Outcome>('review');
  const signOut = useSignOut('employee');
  const [signingOut, setSigningOut] = useState(false);
  const signOutToLink = () => {
    setSigningOut(true);
    void signOut({ next: ON_BEHALF_ACCEPT_PAGE_ROUTE });
  };
  const frame = FRAMES[outcome];
  return (
    <PageFrame title={frame.title} maxWidth="md" intro={frame.intro}>
      {signingOut ? (
        <LoadingState label="Signing you out" lines={1} />
      ) : token ? (
        <RequireAuth audience="employee">
          <Review token={token} onOutcome={setOutcome} onSignOut={signOutToLink} />
        </RequireAuth>
      ) : (
        <Alert severity="warning">{ON_BEHALF_MESSAGES.tokenMissing}</Alert>
      )}
    </PageFrame>
  );
}

export { AcceptPage as Component };
