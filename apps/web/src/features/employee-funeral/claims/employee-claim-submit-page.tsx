import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CLAIM_JSON_FIELD,
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  funeralClaimSubmitReplySchema,
  UNABLE_TO,
  UPLOADING_DOCUMENTS_FAILED,
  type FuneralClaimDocumentKind,
  type FuneralClaimSubmitReply,
} from '@cover/domain';
import { EmptyState, LoadingState } from '../../../components/async-state/async-state';
import {
  claimBody,
  claimErrors,
  emptyClaimDraft,
  memberOptions,
  type ClaimDraft,
} from '../../../components/funeral/claim-form/claim-draft';
import type { UploadStates } from '../../../components/funeral/claim-form/claim-documents-section';
import { FuneralClaimForm } from '../../../components/funeral/claim-form/funeral-claim-form';
import { documentKindLabel, formatDate } from '../../../components/funeral/labels';
import { uploadWithProgress, UploadError } from '../../../components/file-upload/upload-with-progress';
import { useNotify } from '../../../components/notifications/use-notify';
import { PageFrame } from '../../../components/page/page-frame';
import { useAppDispatch } from '../../../app/hooks';
import { api } from '../../../app/api';
import { readApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { getAccessToken } from '../../../lib/identity';
import { useGetEmployeePoliciesQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';

/** An employee claim with its documents in one multipart call (CMS create-claim-with-documents), with progress. */
export function EmployeeClaimSubmitPage() {
  const [params] = useSearchParams();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const policies = useGetEmployeePoliciesQuery();
  const claimable = (policies.data?.data ?? []).filter((policy) => policy.status !== 'CANCELLED');
  const [draft, setDraft] = useState<ClaimDraft>(() => emptyClaimDraft(params.get('policyId') ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState<UploadStates>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<FuneralClaimSubmitReply | null>(null);
  const [key] = useState(newIdempotencyKey);
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

  const setAll = (patch: {
    status: 'uploading' | 'done' | 'failed';
    progress: number;
    error: string | null;
  }) =>
    setUploads(Object.fromEntries(Object.keys(current.files).map((kind) => [kind, patch])) as UploadStates);

  const submit = async () => {
    const found = claimErrors(current, { coverLimit: limit, documents: true });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setAll({ status: 'uploading', progress: 0, error: null });
    try {
      const token = await getAccessToken('employee');
      const reply = await uploadWithProgress({
        url: FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES.cms.path,
        fields: { [CLAIM_JSON_FIELD]: JSON.stringify(claimBody(current)) },
        files: (Object.entries(current.files) as [FuneralClaimDocumentKind, File][]).map(([kind, file]) => ({
          field: kind,
          file,
        })),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': key },
        onProgress: (progress) => setAll({ status: 'uploading', progress, error: null }),
      });
      setAll({ status: 'done', progress: 1, error: null });
      const parsed = funeralClaimSubmitReplySchema.parse(reply);
      dispatch(api.util.invalidateTags([{ type: 'Claim', id: 'employee:LIST' }]));
      notify.success(parsed.message);
      setResult(parsed);
    } catch (error) {
      const refused = error instanceof UploadError && error.status >= 400 && error.status !== 413;
      const readable =
        error instanceof UploadError ? readApiError({ data: error.body, status: error.status }) : null;
      setAll({ status: 'failed', progress: 0, error: refused ? null : UPLOADING_DOCUMENTS_FAILED });
      if (readable) setErrors(readable.fields);
      setProblem(refused && readable ? readable.message : UPLOADING_DOCUMENTS_FAILED);
      notify.error(refused ? UNABLE_TO.SUBMIT_CLAIM : UPLOADING_DOCUMENTS_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const back = { to: EMPLOYEE_FUNERAL_PATHS.claims, label: 'Funeral claims' };
  if (result)
    return (
      <PageFrame title="Claim submitted" back={back} maxWidth="md">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} role="status">
          <Typography variant="h2" component="h2">
            {result.message}
          </Typography>
          <Typography sx={{ mt: 2 }}>
            Your claim number is <strong>{result.claimNumber}</strong>. Cover status:{' '}
            {result.coverStatus === 'GRACE' ? 'grace period' : 'active'}.
          </Typography>
          {result.withinWaitingPeriod ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Waiting period (until {formatDate(result.waitingPeriodEndsOn)}): {result.notice}
            </Alert>
          ) : null}
          {result.documentsOutstanding.length > 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Still needed: {result.documentsOutstanding.map(documentKindLabel).join(', ')}.
            </Alert>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.claims} variant="contained">
              All my claims
            </Button>
          </Box>
        </Paper>
      </PageFrame>
    );
  return (
    <PageFrame title="Submit a funeral claim" intro="We are sorry for your loss." back={back} maxWidth="md">
      {policies.isLoading ? <LoadingState label="Loading your policies" /> : null}
      {policies.isSuccess && claimable.length === 0 ? (
        <EmptyState title="You have no policy to claim on" />
      ) : null}
      {claimable.length > 0 ? (
        <FuneralClaimForm
          policies={claimable}
          draft={current}
          onChange={setDraft}
          errors={errors}
          onSubmit={() => void submit()}
          submitting={busy}
          documents
          uploads={uploads}
          problem={problem}
        />
      ) : null}
    </PageFrame>
  );
}
