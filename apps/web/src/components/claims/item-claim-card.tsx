import Typography from '@mui/material/Typography';
import { Money } from '../money/money-display';
import { RecordNumber } from '../page/record-number';
import { formatDate } from '../policies/labels';
import { ClaimCard, type ClaimCardProps } from './claim-card';

export interface ItemClaimCardProps {
  claim: ClaimCardProps['claim'] & {
    claimTypeLabel: string;
    policyNumber: string;
    amount: number;
    excess: number;
  };
  /** the insured item as the line names it (the phone, the vehicle) */
  item: string;
  /** the day it happened (YYYY-MM-DD) */
  incidentDate: string;
  to: string;
}

/**
 * One claim on an insured item (a phone, a vehicle) in a list: a link to its page, with what happened to
 * which item, when, on which policy, and the amounts claimed and the excess.
 */
export function ItemClaimCard({ claim, item, incidentDate, to }: ItemClaimCardProps) {
  return (
    <ClaimCard claim={claim} to={to}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {claim.claimTypeLabel} · {item} · {formatDate(incidentDate)} · policy{' '}
        <RecordNumber>{claim.policyNumber}</RecordNumber>
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Claimed <Money cents={claim.amount} /> · excess <Money cents={claim.excess} />
      </Typography>
    </ClaimCard>
  );
}
