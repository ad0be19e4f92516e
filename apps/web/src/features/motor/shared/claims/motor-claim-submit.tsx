import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CLAIM_SUBMITTED_SUCCESSFULLY, UNABLE_TO } from '@cover/domain';
import {
  MOTOR_CLAIM_WITH_DOCUMENTS_ROUTES,
  motorClaimNeedsInspection,
  motorClaimOf,
  motorClaimSubmitReplySchema,
  type MotorClaimDocumentKind,
  type MotorClaimSubmitReply,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import { useAppDispatch } from '../../../../app/hooks';
import { ClaimSubmitFrame } from '../../../../components/claims/claim-submit-frame';
import { ClaimNumberLine, ClaimSubmitted } from '../../../../components/claims/claim-submitted';
import { useCustomerPrefill } from '../../../../components/claims/customer-prefill';
import { ClaimSubmittedLinks } from '../../../../components/claims/claim-submitted-links';
import type { ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import { useClaimWithDocuments } from '../../../../components/claims/use-claim-with-documents';
import { Money } from '../../../../components/money/money-display';
import { useNotify } from '../../../../components/notifications/use-notify';
import { formatDate } from '../../../../components/policies/labels';
import { useGetMotorPoliciesQuery, type MotorFamily } from '../api/servicing-api';
import { motorClaimSubmittedTags } from '../api/claims-api';
import { motorDocumentKindLabel } from '../policies/labels';
import { motorWebPaths, type MotorWebPaths } from '../policies/paths';
import { motorClaimFiles } from './claim-documents';
import { claimableMotorPolicies, motorClaimBody, type MotorClaimDraft } from './claim-draft';
import { InspectionLink } from './inspection-link';
import { dropClaimDraft } from './kept-claim-draft';
import { MotorClaimForm } from './motor-claim-form';

const LABELS = { date: formatDate, documentKind: motorDocumentKindLabel };

/** The submitted claim: 'claim submitted successfully', its number, the excess, where the inspection link went. */
function MotorClaimResult({
  family,
  reply,
  paths,
}: {
  family: MotorFamily;
  reply: MotorClaimSubmitReply;
  paths: MotorWebPaths;
}) {
  return (
    <ClaimSubmitted
      reply={reply}
      labels={LABELS}
      icon
      outstandingNote="You can add them on the claim page."
      actions={<ClaimSubmittedLinks claimPath={paths.claim(reply.claimId)} listPath={paths.claims} />}
    >
      <ClaimNumberLine claimNumber={reply.claimNumber} />
      <Typography sx={{ mt: 1 }}>
        {motorClaimOf(reply.claimType, reply.vehicle)}. The excess of <Money cents={reply.excess} /> is
        deducted from what we pay out.
      </Typography>
      {motorClaimNeedsInspection(reply.claimType) ? (
        <Box component="section" aria-label="Inspection of the damage">
          <InspectionLink
            family={family}
            claimId={reply.claimId}
            mobileEnding={reply.inspectionMobileEnding}
            textedTo={reply.inspectionLinkSentTo}
          />
        </Box>
      ) : null}
    </ClaimSubmitted>
  );
}

/**
 * 'Make a motor claim' (either audience): the vehicles that can take a claim (the one asked for by
 * ?policyId= chosen), the claim form with the excess of the type stated before sending, the claim sent
 * with its documents in one call (their upload progress shown), then the confirmation. A refused or failed
 * claim keeps everything typed; what is typed is kept in this tab per policy across a reload, and forgotten
 * once the claim went in (kept-claim-draft.ts).
 */
export function MotorClaimSubmit({ family }: { family: MotorFamily }) {
  const paths = motorWebPaths(family);
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const requestedId = params.get('policyId');
  const policies = useGetMotorPoliciesQuery({ family });
  const claimable = useMemo(() => claimableMotorPolicies(policies.data?.data), [policies.data]);
  const customer = useCustomerPrefill(family);
  const [submitted, setSubmitted] = useState<MotorClaimSubmitReply | null>(null);
  const { uploads, send } = useClaimWithDocuments<MotorClaimDocumentKind>({
    url: MOTOR_CLAIM_WITH_DOCUMENTS_ROUTES[family].path,
    audience: family,
  });

  const submit = async (draft: MotorClaimDraft): Promise<ClaimSubmitOutcome> => {
    const outcome = await send(motorClaimBody(draft), motorClaimFiles(draft.claimType, draft.files));
    if (!outcome.ok) return { fields: outcome.fields, problem: outcome.problem };
    const parsed = motorClaimSubmitReplySchema.safeParse(outcome.reply);
    const reply = parsed.success ? parsed.data : (outcome.reply as MotorClaimSubmitReply);
    dropClaimDraft(family, draft.policyId);
    dispatch(api.util.invalidateTags(motorClaimSubmittedTags(family, draft.policyId)));
    notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
    setSubmitted(reply);
    return {};
  };

  return (
    <ClaimSubmitFrame
      title="Make a motor claim"
      intro="Tell us what happened, where to pay and add the documents. The excess is shown before you send the claim."
      back={{ to: paths.claims, label: 'My claims' }}
      policies={policies}
      claimable={claimable.length}
      loadError={UNABLE_TO.LOAD_POLICIES}
      emptyText="A claim is made on motor cover that is in force or in arrears, or that ended after the incident."
      emptyAction={{ to: paths.register(), label: 'Insure a vehicle' }}
      result={submitted ? <MotorClaimResult family={family} reply={submitted} paths={paths} /> : null}
    >
      <MotorClaimForm
        policies={claimable}
        requestedPolicyId={requestedId}
        onSubmit={submit}
        uploads={uploads}
        keepFor={family}
        customer={customer}
      />
    </ClaimSubmitFrame>
  );
}
