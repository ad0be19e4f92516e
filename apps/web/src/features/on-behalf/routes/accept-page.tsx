import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ON_BEHALF_MESSAGES, type MotorApplicationReply } from '@cover/domain/motor';
import { LoadingState } from '../../../components/async-state/async-state';
import { PageFrame } from '../../../components/page/page-frame';
import { underReview } from '../../../components/policies/underwriting-note';
import { readApiError } from '../../../lib/api-error';
import { RequireAuth } from '../../../lib/identity';
import { useReviewOnBehalfApplicationQuery } from '../api/on-behalf-api';
import { AcceptForm } from '../components/accept-form';
import { ReviewSummary } from '../components/review-summary';
import { forgetAcceptToken, useAcceptToken, useHideTokenInAddress } from '../lib/accept-token';

const TITLE = 'Review and accept your application';
const POLICIES = '/employee/motor/policies';

/** After accepting: covered (the inspection was approved), or waiting for the inspection. */
function Accepted({ reply }: { reply: MotorApplicationReply }) {
  const { policy, application } = reply;
  return (
    <Stack spacing={2} role="status">
      <Alert severity="success">
        {policy
          ? `You’re covered. Your policy number is ${policy.policyNumber}.`
          : underReview(application)
            ? ON_BEHALF_MESSAGES.accepted
            : `${ON_BEHALF_MESSAGES.accepted} Your cover starts once your vehicle’s inspection is approved.`}
      </Alert>
      {policy ? null : application.waitingFor ? <Typography>{application.waitingFor}</Typography> : null}
      <Button
        variant="contained"
        component={RouterLink}
        to={policy ? `${POLICIES}/${policy.policyId}` : POLICIES}
        sx={{ alignSelf: 'flex-start' }}
      >
        {policy ? 'Open my policy' : 'See my motor cover'}
      </Button>
    </Stack>
  );
}

function Review({ token }: { token: string }) {
  useHideTokenInAddress();
  const review = useReviewOnBehalfApplicationQuery({ token });
  const [accepted, setAccepted] = useState<MotorApplicationReply | null>(null);
  if (accepted) return <Accepted reply={accepted} />;
  if (review.isLoading) return <LoadingState label="Loading your application" />;
  if (!review.data)
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={POLICIES} color="inherit">
            My motor cover
          </Button>
        }
      >
        {readApiError(review.error).message}
      </Alert>
    );
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <ReviewSummary item={review.data} />
      <AcceptForm
        token={token}
        review={review.data}
        onAccepted={(reply) => {
          forgetAcceptToken();
          setAccepted(reply);
        }}
      />
    </Stack>
  );
}

/**
 * /employee/accept#t=<token> (the link emailed and texted to the employee): the signed-in employee sees what
 * an operator did on their behalf and by whom, and accepts the terms and consents themselves; cover starts
 * only after that. The token is kept across the sign-in; a link without one says so.
 */
export function AcceptPage() {
  const token = useAcceptToken();
  return (
    <PageFrame
      title={TITLE}
      maxWidth="md"
      intro="An operator registered motor cover for you. Nothing starts until you accept it yourself."
    >
      {token ? (
        <RequireAuth audience="employee">
          <Review token={token} />
        </RequireAuth>
      ) : (
        <Alert severity="warning">{ON_BEHALF_MESSAGES.tokenMissing}</Alert>
      )}
    </PageFrame>
  );
}

export { AcceptPage as Component };
