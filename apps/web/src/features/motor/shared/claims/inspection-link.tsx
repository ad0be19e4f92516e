import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { unableTo } from '@cover/domain';
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
}

/**
 * 'Text me the inspection link' (sendClaimInspectionSms, inspection type CLAIM_SUBMISSION): the link for the
 * photos of the damage goes to the claim's inspection number; what was sent, and until when it works.
 */
export function InspectionLink({ family, claimId, mobileEnding }: InspectionLinkProps) {
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
        We inspect the damage from photos you take with your phone. Press ‘Text me the inspection link’ to get
        the link
        {mobileEnding ? ` on the number ending in ${mobileEnding}.` : ' on your phone.'}
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
        variant={sent ? 'outlined' : 'contained'}
        sx={{ mt: 1.5 }}
        loading={call.busy}
        onClick={() => void textLink()}
      >
        {sent ? 'Text me the link again' : 'Text me the inspection link'}
      </Button>
    </Box>
  );
}
