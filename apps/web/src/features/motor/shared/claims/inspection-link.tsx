import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatSaMobile, unableTo } from '@cover/domain';
import { INSPECTION_LINK_DAYS } from '@cover/domain/motor';
import { formatDateTime } from '../../../../components/policies/format-time';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import { type MotorFamily } from '../api/servicing-api';
import { useSendMotorClaimInspectionSmsMutation, type ClaimInspectionSmsReply } from '../api/claims-api';

const UNABLE_TO_SEND = unableTo('send the inspection link');

export interface InspectionLinkProps {
  family: MotorFamily;
  claimId: string;
  /** the last 4 digits of the claim's inspection number */
  mobileEnding: string | null;
  /** the number the link was texted to on submission (+27 form), as the submit reply names it */
  textedTo?: string | null;
  /** whether the link was texted already (the claim has its inspection) */
  texted?: boolean;
}

/** What the customer is told of the link: where it was texted, or how to ask for it. */
function linkSentence({ mobileEnding, textedTo, texted }: InspectionLinkProps): string {
  if (textedTo)
    return `We texted the link to ${formatSaMobile(textedTo)}. It works for ${INSPECTION_LINK_DAYS} days.`;
  if (texted)
    return mobileEnding
      ? `We texted the link to the number ending in ${mobileEnding}.`
      : 'We texted the link to your phone.';
  return `Press ‘Text me the inspection link’ to get the link${mobileEnding ? ` on the number ending in ${mobileEnding}.` : ' on your phone.'}`;
}

/**
 * The link for the photos of the damage (inspection type CLAIM_SUBMISSION): texted to the claim's inspection
 * number when the claim is submitted, and again on request ('Text me the link again',
 * sendClaimInspectionSms); what was sent, and until when it works.
 */
export function InspectionLink(props: InspectionLinkProps) {
  const { family, claimId } = props;
  const textedBefore = Boolean(props.textedTo) || props.texted === true;
  const [send] = useSendMotorClaimInspectionSmsMutation();
  const call = useKeyedCall(UNABLE_TO_SEND);
  const [sent, setSent] = useState<ClaimInspectionSmsReply | null>(null);

  const textLink = async () => {
    const body = { claimId };
    const outcome = await call.run(body, (idempotencyKey) => send({ family, body, idempotencyKey }));
    if (outcome.ok) setSent(outcome.data);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography>
        We inspect the damage from photos you take with your phone. {linkSentence(props)}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          We sent the inspection link to the number ending in {sent.mobileEnding}. It works until{' '}
          {formatDateTime(sent.linkExpiresAt)}.
        </Alert>
      ) : null}
      {call.problem ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {call.problem.message}
        </Alert>
      ) : null}
      <Button
        variant={sent || textedBefore ? 'outlined' : 'contained'}
        sx={{ mt: 1.5 }}
        loading={call.busy}
        onClick={() => void textLink()}
      >
        {sent || textedBefore ? 'Text me the link again' : 'Text me the inspection link'}
      </Button>
    </Box>
  );
}
