import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CLAIM_JSON_FIELD, UNABLE_TO, UPLOADING_DOCUMENTS_FAILED } from '@cover/domain';
import {
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  funeralClaimSubmitReplySchema,
  type FuneralClaimDocumentKind,
  type FuneralClaimSubmitReply,
} from '@cover/domain/funeral';
import { ClaimSubmitted } from '../../../../components/claims/claim-submitted';
import type { UploadState, UploadStates } from '../../../../components/claims/upload-state';
import { claimBody, type ClaimDraft } from '../../shared/claim-form/claim-draft';
import { FUNERAL_CLAIM_LABELS } from '../../shared/claim-form/claim-labels';
import { FuneralClaimSubmit, type FuneralClaimOutcome } from '../../shared/claim-form/funeral-claim-submit';
import { uploadWithProgress, UploadError } from '../../../../components/file-upload/upload-with-progress';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useAppDispatch } from '../../../../app/hooks';
import { api } from '../../../../app/api';
import { readApiError } from '../../../../lib/api-error';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { getAccessToken } from '../../../../lib/identity';
import { useGetEmployeePoliciesQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';

/** The page's words, where it leads back to, and its confirmation. */
const PAGE = {
  intro: 'We are sorry for your loss.',
  back: { to: EMPLOYEE_FUNERAL_PATHS.claims, label: 'Funeral claims' },
  confirmation: (reply: FuneralClaimSubmitReply) => <EmployeeClaimResult reply={reply} />,
};

/** The submitted claim: the message, its number and cover status, and the way back to the claims. */
function EmployeeClaimResult({ reply }: { reply: FuneralClaimSubmitReply }) {
  return (
    <ClaimSubmitted
      reply={reply}
      labels={FUNERAL_CLAIM_LABELS}
      actions={
        <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.claims} variant="contained">
          All my claims
        </Button>
      }
    >
      <Typography sx={{ mt: 2 }}>
        Your claim number is <strong>{reply.claimNumber}</strong>. Cover status:{' '}
        {reply.coverStatus === 'GRACE' ? 'grace period' : 'active'}.
      </Typography>
    </ClaimSubmitted>
  );
}

/** An employee claim with its documents in one multipart call (CMS create-claim-with-documents), with progress. */
export function EmployeeClaimSubmitPage() {
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const policies = useGetEmployeePoliciesQuery();
  const [uploads, setUploads] = useState<UploadStates<FuneralClaimDocumentKind>>({});
  const [key] = useState(newIdempotencyKey);

  const submit = async (draft: ClaimDraft): Promise<FuneralClaimOutcome> => {
    const files = Object.entries(draft.files) as [FuneralClaimDocumentKind, File][];
    const setAll = (state: UploadState) =>
      setUploads(Object.fromEntries(files.map(([kind]) => [kind, state])));
    setAll({ status: 'uploading', progress: 0, error: null });
    try {
      const token = await getAccessToken('employee');
      const reply = await uploadWithProgress({
        url: FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES.cms.path,
        fields: { [CLAIM_JSON_FIELD]: JSON.stringify(claimBody(draft)) },
        files: files.map(([kind, file]) => ({ field: kind, file })),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': key },
        onProgress: (progress) => setAll({ status: 'uploading', progress, error: null }),
      });
      setAll({ status: 'done', progress: 1, error: null });
      const parsed = funeralClaimSubmitReplySchema.parse(reply);
      dispatch(api.util.invalidateTags([{ type: 'Claim', id: 'employee:LIST' }]));
      notify.success(parsed.message);
      return { submitted: parsed };
    } catch (error) {
      const refused = error instanceof UploadError && error.status >= 400 && error.status !== 413;
      const readable =
        error instanceof UploadError ? readApiError({ data: error.body, status: error.status }) : null;
      setAll({ status: 'failed', progress: 0, error: refused ? null : UPLOADING_DOCUMENTS_FAILED });
      notify.error(refused ? UNABLE_TO.SUBMIT_CLAIM : UPLOADING_DOCUMENTS_FAILED);
      return {
        fields: readable?.fields,
        problem: refused && readable ? readable.message : UPLOADING_DOCUMENTS_FAILED,
      };
    }
  };

  return (
    <FuneralClaimSubmit
      {...PAGE}
      audience="employee"
      policies={policies}
      onSubmit={submit}
      uploads={uploads}
    />
  );
}
