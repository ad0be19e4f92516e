import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PolicyStatus } from '@cover/domain';
import { Money } from '../money/money-display';
import { formatDate } from './labels';
import { PolicyCard, type PolicyHeadline } from './policy-card';
import { endedOnText, type EndedPolicy } from './policy-ended';
import { isRemovablePolicy } from './remove-from-list';

/** What a policy list entry shows of a policy of any line. */
export interface ListedPolicy extends PolicyHeadline, EndedPolicy {
  policyId: string;
  status: PolicyStatus;
  monthlyPremium: number;
  nextBillingDate: string | null;
}

/** What the line's 'Remove from my list' button is given. */
export interface RemovalProps {
  policyId: string;
  subject: string;
  size: 'small';
}

export interface PolicyListEntryProps<P extends ListedPolicy> {
  policy: P;
  /** the policy's page */
  to: string;
  /** the line's own line under the number, e.g. the cover or the phone */
  children: ReactNode;
  /** the line's 'Remove from my list' (archive) button, offered once the policy has ended */
  removal: (props: RemovalProps) => ReactNode;
}

/**
 * A policy in a list: its card with the line's summary and the premium (once it ended, when: 'Cancelled on
 * 5 December 2026'), and removal once it has ended. The next billing day reads 'next payment', true of a
 * debit order and of a salary deduction alike (QA ops 12: 'next debit' on a policy deducted from salary).
 */
export function PolicyListEntry<P extends ListedPolicy>({
  policy,
  to,
  children,
  removal,
}: PolicyListEntryProps<P>) {
  const ended = endedOnText(policy);
  return (
    <>
      <PolicyCard policy={policy} to={to}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {children}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {ended ?? (
            <>
              <Money cents={policy.monthlyPremium} /> a month
              {policy.status === 'ACTIVE' && policy.nextBillingDate
                ? ` · next payment ${formatDate(policy.nextBillingDate)}`
                : ''}
            </>
          )}
        </Typography>
      </PolicyCard>
      {isRemovablePolicy(policy) ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          {removal({ policyId: policy.policyId, subject: `policy ${policy.policyNumber}`, size: 'small' })}
        </Box>
      ) : null}
    </>
  );
}
