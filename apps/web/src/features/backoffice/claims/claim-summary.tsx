import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { claimStaffStatus, formatLongDate, formatSaMobile, saDay } from '@cover/domain';
import { Money } from '../../../components/money/money-display';
import { FactList } from '../../../components/policies/fact-list';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import type { BackofficeClaim } from '../api/claims-api';
import { StaffStatusChip } from '../components/staff-status-chip';
import { bankLabel } from '../components/value-labels';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { claimCoverLabel, relationLabel } from './claim-labels';
import { lineFacts } from './line-facts';

/** What was granted: the amount, nothing for a repudiated claim, or that it is still to be decided. */
function GrantedAmount({ claim }: { claim: BackofficeClaim }) {
  if (claim.grantedAmount !== null) return <Money cents={claim.grantedAmount} />;
  return claim.approvalStatus === 'repudiated' ? 'Nothing: repudiated' : 'Not decided yet';
}

/**
 * A financed item lost outright (docs/decisions/0043): who finances it, while the decision is to be made or
 * once a settlement is recorded, and the settlement with what is left for the customer.
 */
function financedFacts(claim: BackofficeClaim) {
  const settlement = claim.assessment.settlement ?? null;
  const financier = settlement?.creditProvider ?? claim.endsCover?.financedBy ?? null;
  if (!financier) return [];
  const amount = claim.grantedAmount ?? claim.assessment.recommendedAmount;
  return [
    {
      label: 'Financed by',
      value: `${financier}: the settlement on its loan is paid to ${financier} first, the customer the rest`,
    },
    ...(settlement
      ? [
          {
            label: `Settlement to ${financier}`,
            value: (
              <>
                <Money cents={settlement.amount} />
                {amount !== null ? (
                  <>
                    {' '}
                    (the customer: <Money cents={Math.max(0, amount - settlement.amount)} />)
                  </>
                ) : null}
              </>
            ),
          },
        ]
      : []),
  ];
}

/** The claim's header: number, state, amounts, the claimant and the payout account. */
export function ClaimSummary({ claim }: { claim: BackofficeClaim }) {
  return (
    <SectionCard
      title={`Claim ${claim.claimNumber}`}
      level="h3"
      headerGap={1.5}
      action={<StaffStatusChip label={claimStaffStatus(claim)} />}
    >
      <FactList
        facts={[
          {
            label: 'Policy',
            value: (
              <Link component={RouterLink} to={BACKOFFICE_PATHS.policy(claim.policyId)}>
                {claim.policyNumber}
              </Link>
            ),
          },
          { label: 'Made on', value: formatDateTime(claim.createdAt) },
          { label: 'Amount requested', value: <Money cents={claim.amount} /> },
          { label: claimCoverLabel(claim), value: <Money cents={claim.coverAmount} /> },
          { label: 'Amount granted', value: <GrantedAmount claim={claim} /> },
          ...financedFacts(claim),
          {
            label: 'Cover when claimed',
            value: claim.coverStatus === 'GRACE' ? 'In the grace period of a missed premium' : 'Active',
          },
          {
            label: 'Claimant',
            value: `${claim.claimant.firstName} ${claim.claimant.lastName} (${relationLabel(claim.claimant.relation)})`,
          },
          { label: 'Claimant ID number', value: claim.claimant.idNumber },
          { label: 'Claimant cellphone', value: formatSaMobile(claim.claimant.mobile) },
          { label: 'Claimant email', value: claim.claimant.email ?? '—' },
          {
            label: 'Pay into',
            value: `${bankLabel(claim.bankDetails.bankName)} ${claim.bankDetails.accountNumber} (${claim.bankDetails.accountHolderName})`,
          },
        ]}
      />
    </SectionCard>
  );
}

/** The line's own facts of the claim (the deceased and the death, the incident, the event). */
export function ClaimLineFacts({ claim }: { claim: BackofficeClaim }) {
  const facts = lineFacts(claim as Record<string, unknown>);
  return (
    <SectionCard title="What happened" headerGap={1.5}>
      {facts.length > 0 ? (
        <FactList facts={facts} />
      ) : (
        <Typography color="text.secondary">This claim type records no further facts.</Typography>
      )}
    </SectionCard>
  );
}

/** A cover limit or waiting period to state beside the claim. */
export interface CoverTerm {
  label: string;
  value: string;
}

/**
 * The waiting period and cover limits that apply: the claim's own waiting-period facts (funeral), the cover
 * amount against the amount requested, and any terms the policy states.
 */
export function ClaimCoverTerms({
  claim,
  terms = [],
}: {
  claim: BackofficeClaim;
  terms?: readonly CoverTerm[];
}) {
  const view = claim as Record<string, unknown>;
  const waitingEnds = typeof view.waitingPeriodEndsOn === 'string' ? view.waitingPeriodEndsOn : null;
  const within = view.withinWaitingPeriod === true;
  // whether the period is over is today's question (the South African day), not the claim's
  const runs = waitingEnds !== null && waitingEnds > saDay(new Date());
  const overCover = claim.amount > claim.coverAmount && claim.coverAmount > 0;
  return (
    <SectionCard title="Waiting period and cover limits" headerGap={1.5}>
      {within ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {typeof view.notice === 'string' ? view.notice : 'This claim falls within the waiting period.'}
        </Alert>
      ) : null}
      <FactList
        facts={[
          // the policy's own waiting period stands alone unless the claim states one (funeral)
          ...(waitingEnds || !terms.some((term) => term.label === 'Waiting period')
            ? [
                {
                  label: 'Waiting period',
                  value: waitingEnds
                    ? `${runs ? 'Runs' : 'Ran'} until ${formatLongDate(waitingEnds)}`
                    : 'None stated for this claim',
                },
              ]
            : []),
          { label: 'Cover limit', value: <Money cents={claim.coverAmount} /> },
          ...terms.map((term) => ({ label: term.label, value: term.value })),
        ]}
      />
      {overCover ? (
        <Box sx={{ mt: 2 }}>
          <Alert severity="warning">The amount requested is more than the cover limit.</Alert>
        </Box>
      ) : null}
    </SectionCard>
  );
}
