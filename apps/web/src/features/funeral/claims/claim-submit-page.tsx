import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { CLAIM_SUBMITTED_SUCCESSFULLY, UNABLE_TO, type FuneralClaimSubmitReply } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import {
  claimBody,
  claimErrors,
  emptyClaimDraft,
  memberOptions,
  type ClaimDraft,
} from '../../../components/funeral/claim-form/claim-draft';
import { FuneralClaimForm } from '../../../components/funeral/claim-form/funeral-claim-form';
import { documentKindLabel, formatDate } from '../../../components/funeral/labels';
import { useNotify } from '../../../components/notifications/use-notify';
import { PageFrame } from '../../../components/page/page-frame';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { useSubmitClaimByIdMutation, useSubmitClaimMutation } from '../api/claims-api';
import { useGetPoliciesQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { useClaimUploads } from './use-claim-uploads';

/** The submitted claim: 'claim submitted successfully', its number, the waiting-period flag and cover status. */
export function ClaimResult({ reply }: { reply: FuneralClaimSubmitReply }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} role="status" data-testid="claim-result">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="h2" component="h2">
          {reply.message}
        </Typography>
      </Box>
      <Typography sx={{ mt: 2, fontSize: '1.125rem' }}>
        Your claim number is <strong data-testid="claim-number">{reply.claimNumber}</strong>.
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Cover status: {reply.coverStatus === 'GRACE' ? 'grace period of a missed premium' : 'active'}.
      </Typography>
      {reply.withinWaitingPeriod ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Waiting period (until {formatDate(reply.waitingPeriodEndsOn)}): {reply.notice}
        </Alert>
      ) : null}
      {reply.documentsOutstanding.length > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Still needed: {reply.documentsOutstanding.map(documentKindLabel).join(', ')}. You can add them on
          the claim page.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={FUNERAL_PATHS_WEB.claim(reply.claimId)} variant="contained">
          View the claim
        </Button>
        <Button component={RouterLink} to={FUNERAL_PATHS_WEB.claims}>
          All my claims
        </Button>
      </Box>
    </Paper>
  );
}

/** Submit a funeral claim with its documents (uploads with progress), then confirm it for assessment. */
export function ClaimSubmitPage() {
  const [params] = useSearchParams();
  const notify = useNotify();
  const policies = useGetPoliciesQuery({});
  const claimable = useMemo(
    () => (policies.data?.data ?? []).filter((policy) => policy.status !== 'CANCELLED'),
    [policies.data],
  );
  const [draft, setDraft] = useState<ClaimDraft>(() => emptyClaimDraft(params.get('policyId') ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [attempts] = useState(createAttemptKeys);
  const [submitClaim, submitting] = useSubmitClaimMutation();
  const [submitById, confirming] = useSubmitClaimByIdMutation();
  const { uploads, uploadAll } = useClaimUploads();
  const [claimId, setClaimId] = useState<string | null>(null);
  const [result, setResult] = useState<FuneralClaimSubmitReply | null>(null);
  const [uploading, setUploading] = useState(false);

  const policyId = draft.policyId || (claimable.length === 1 ? (claimable[0]?.policyId ?? '') : '');
  const current = { ...draft, policyId };
  const policy = claimable.find((entry) => entry.policyId === policyId);
  const member = policy
    ? memberOptions(policy).find((entry) => entry.memberId === draft.memberId)
    : undefined;
  const limit = member
    ? draft.causeOfDeath === 'accidental'
      ? member.accidentalCoverAmount
      : member.coverAmount
    : null;

  const submit = async () => {
    const found = claimErrors(current, { coverLimit: limit, documents: true });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    let id = claimId;
    let reply: FuneralClaimSubmitReply | null = null;
    if (!id) {
      const body = claimBody(current);
      const submitted = await submitClaim({ body, idempotencyKey: attempts.keyFor(body) });
      if ('error' in submitted) {
        const readable = readApiError(submitted.error);
        setErrors(readable.fields);
        setProblem(readable.message);
        notify.error(UNABLE_TO.SUBMIT_CLAIM);
        return;
      }
      attempts.complete();
      id = submitted.data.claimId;
      reply = submitted.data;
      setClaimId(id);
    }
    setUploading(true);
    const uploaded = await uploadAll(id, current.files);
    setUploading(false);
    if (!uploaded) {
      setProblem('Some documents did not upload. Try again, or add them later on the claim page.');
      return;
    }
    const confirmed = await submitById({ body: { claimId: id }, idempotencyKey: `${id}:confirm` });
    if ('error' in confirmed) {
      if (reply) setResult(reply);
      setProblem(readApiError(confirmed.error).message);
      return;
    }
    notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
    setResult(confirmed.data);
  };

  const back = { to: FUNERAL_PATHS_WEB.claims, label: 'My claims' };
  if (result)
    return (
      <PageFrame title="Claim submitted" back={back} maxWidth="md">
        <ClaimResult reply={result} />
      </PageFrame>
    );
  return (
    <PageFrame
      title="Submit a funeral claim"
      intro="We are sorry for your loss. Tell us who passed away and where to pay the benefit, and add the documents."
      back={back}
      maxWidth="md"
    >
      {policies.isLoading ? <LoadingState label="Loading your policies" /> : null}
      {policies.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policies.refetch()} />
      ) : null}
      {policies.isSuccess && claimable.length === 0 ? (
        <EmptyState title="You have no policy to claim on">
          A claim is made on a funeral policy that is in force.
        </EmptyState>
      ) : null}
      {claimable.length > 0 ? (
        <FuneralClaimForm
          policies={claimable}
          draft={current}
          onChange={setDraft}
          errors={errors}
          onSubmit={() => void submit()}
          submitting={submitting.isLoading || uploading || confirming.isLoading}
          documents
          uploads={uploads}
          problem={problem}
        />
      ) : null}
    </PageFrame>
  );
}
