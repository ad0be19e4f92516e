import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  funeralClaimSubmitReplySchema,
  type FuneralClaimDocumentKind,
  type FuneralClaimSubmitReply,
} from '@cover/domain/funeral';
import { ClaimSubmitted } from '../../../../components/claims/claim-submitted';
import { useClaimWithDocuments } from '../../../../components/claims/use-claim-with-documents';
import { claimBody, type ClaimDraft } from '../../shared/claim-form/claim-draft';
import { FUNERAL_CLAIM_LABELS } from '../../shared/claim-form/claim-labels';
import { FuneralClaimSubmit, type FuneralClaimOutcome } from '../../shared/claim-form/funeral-claim-submit';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useAppDispatch } from '../../../../app/hooks';
import { api } from '../../../../app/api';
import { useGetEmployeePoliciesQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';

/** The page's words, where it leads back to, and its confirmation. */
const PAGE = {
  intro: 'We are sorry for your loss.',
  back: { to: EMPLOYEE_FUNERAL_PATHS.claims, label: 'Funeral claims' },
  emptyAction: { to: EMPLOYEE_FUNERAL_PATHS.overview, label: 'See your funeral cover options' },
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
  const { uploads, send } = useClaimWithDocuments<FuneralClaimDocumentKind>({
    url: FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES.cms.path,
    audience: 'employee',
  });

  const submit = async (draft: ClaimDraft): Promise<FuneralClaimOutcome> => {
    const outcome = await send(claimBody(draft), draft.files);
    if (!outcome.ok) return { fields: outcome.fields, problem: outcome.problem };
    const parsed = funeralClaimSubmitReplySchema.parse(outcome.reply);
    dispatch(api.util.invalidateTags([{ type: 'Claim', id: 'employee:LIST' }]));
    notify.success(parsed.message);
    return { submitted: parsed };
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
