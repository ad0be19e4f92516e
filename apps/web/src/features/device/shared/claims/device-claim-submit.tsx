import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { CLAIM_SUBMITTED_SUCCESSFULLY, UNABLE_TO } from '@cover/domain';
import {
  DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES,
  deviceClaimSubmitReplySchema,
  type DeviceClaimDocumentKind,
  type DeviceClaimSubmitReply,
} from '@cover/domain/device';
import { api } from '../../../../app/api';
import { useAppDispatch } from '../../../../app/hooks';
import { ClaimSubmitFrame } from '../../../../components/claims/claim-submit-frame';
import { ClaimNumberLine, ClaimSubmitted } from '../../../../components/claims/claim-submitted';
import type { ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import { useClaimWithDocuments } from '../../../../components/claims/use-claim-with-documents';
import { Money } from '../../../../components/money/money-display';
import { useNotify } from '../../../../components/notifications/use-notify';
import { formatDate } from '../../../../components/policies/labels';
import { deviceClaimSubmittedTags, useGetDevicePoliciesQuery, type DeviceFamily } from '../api/servicing-api';
import { deviceDocumentKindLabel } from '../policies/labels';
import { OpenClaimText } from '../policies/open-claim';
import { deviceWebPaths, type DeviceWebPaths } from '../policies/paths';
import {
  claimableDevicePolicies,
  deviceClaimBody,
  deviceClaimFiles,
  type DeviceClaimDraft,
} from './device-claim-draft';
import { DeviceClaimForm } from './device-claim-form';
import { ClaimSubmittedLinks } from '../../../../components/claims/claim-submitted-links';

const LABELS = { date: formatDate, documentKind: deviceDocumentKindLabel };

/** The submitted claim: 'claim submitted successfully', its number, the excess and what is still needed. */
function DeviceClaimResult({ reply, paths }: { reply: DeviceClaimSubmitReply; paths: DeviceWebPaths }) {
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
        {reply.claimTypeLabel} of the {reply.device}. The excess of <Money cents={reply.excess} /> is deducted
        from what we pay out.
      </Typography>
    </ClaimSubmitted>
  );
}

/**
 * 'Make a device claim' (either audience): the policies that can take a claim (the one asked for by
 * ?policyId= chosen), the claim form with the excess stated before sending, and the claim sent with its
 * documents in one call (their upload progress shown), then the confirmation.
 */
export function DeviceClaimSubmit({ family }: { family: DeviceFamily }) {
  const paths = deviceWebPaths(family);
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const requestedId = params.get('policyId');
  const policies = useGetDevicePoliciesQuery({ family });
  const claimable = useMemo(() => claimableDevicePolicies(policies.data?.data), [policies.data]);
  // The asked-for phone's claim being dealt with; with no phone to claim on, the claim that is why.
  const openClaim =
    policies.data?.data.find((policy) => policy.policyId === requestedId)?.module.openClaim ??
    (claimable.length === 0
      ? policies.data?.data.find((policy) => policy.module.openClaim)?.module.openClaim
      : undefined);
  const [submitted, setSubmitted] = useState<DeviceClaimSubmitReply | null>(null);
  const { uploads, send } = useClaimWithDocuments<DeviceClaimDocumentKind>({
    url: DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES[family].path,
    audience: family,
  });

  const submit = async (draft: DeviceClaimDraft): Promise<ClaimSubmitOutcome> => {
    const outcome = await send(deviceClaimBody(draft), deviceClaimFiles(draft));
    if (!outcome.ok) return { fields: outcome.fields, problem: outcome.problem };
    const parsed = deviceClaimSubmitReplySchema.safeParse(outcome.reply);
    const reply = parsed.success ? parsed.data : (outcome.reply as DeviceClaimSubmitReply);
    dispatch(api.util.invalidateTags(deviceClaimSubmittedTags(family, draft.policyId)));
    notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
    setSubmitted(reply);
    return {};
  };

  return (
    <ClaimSubmitFrame
      title="Make a device claim"
      intro="Tell us what happened to your phone, where to pay and add the documents. The excess is shown before you send the claim."
      back={{ to: paths.claims, label: 'My claims' }}
      policies={policies}
      claimable={claimable.length}
      loadError={UNABLE_TO.LOAD_POLICIES}
      {...(openClaim ? { emptyTitle: 'A claim on this phone is being dealt with' } : {})}
      emptyText={
        openClaim ? (
          <OpenClaimText claim={openClaim} paths={paths} />
        ) : (
          'A claim is made on device cover that is in force, or that ended after the incident, one claim at a time per phone.'
        )
      }
      result={submitted ? <DeviceClaimResult reply={submitted} paths={paths} /> : null}
    >
      {openClaim ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          <OpenClaimText claim={openClaim} paths={paths} />
        </Alert>
      ) : null}
      <DeviceClaimForm
        policies={claimable}
        requestedPolicyId={requestedId}
        onSubmit={submit}
        uploads={uploads}
      />
    </ClaimSubmitFrame>
  );
}
