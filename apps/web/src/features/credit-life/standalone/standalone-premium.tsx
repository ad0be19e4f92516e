import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/async-state/async-state';

/**
 * The premium a month the server quotes for what is typed (the line's credit life quote call, priced as
 * createIndividualCreditLife and editCreditLifeApplication will charge it), as it is worked out. The
 * consent to a salary deduction names this figure only, never one the browser works out.
 */
export interface ServerPremium {
  /** whether what is typed can be priced (nothing is asked before) */
  priceable: boolean;
  /** the server's premium a month (cents) for what is typed now; undefined while it is asked or failed */
  monthlyPremium: number | undefined;
  /** the quote call failed for what is typed now */
  failed: boolean;
  /** asks again after a failure */
  retry: () => void;
  /** the line's premium under the balance (nothing when it failed: the form says so) */
  note: ReactNode;
}

export const PREMIUM_TEXTS = {
  /** under the balance */
  notQuoted: 'We could not get the premium for this balance. Try again; nothing you entered is lost.',
  /** in place of the salary deduction consent */
  deductionNotQuoted:
    'We could not get the premium, so you cannot authorise the salary deduction yet. Try again; nothing you entered is lost.',
  deductionQuoting: 'Working out the premium you are asked to authorise…',
  deductionNeedsBalance: 'Enter the outstanding balance to see the premium you are asked to authorise.',
} as const;

/** Why the premium is missing, with a retry (nothing unless the quote failed). */
export function PremiumNotQuoted({
  premium,
  message = PREMIUM_TEXTS.notQuoted,
}: {
  premium: ServerPremium;
  message?: string;
}) {
  if (!premium.failed) return null;
  return <ErrorState message={message} onRetry={premium.retry} />;
}

/**
 * In place of the salary deduction consent while the server's premium is not known: what to type first,
 * being worked out, or why it is not there, with a retry.
 */
export function DeductionConsentWaiting({ premium }: { premium: ServerPremium }) {
  if (premium.monthlyPremium !== undefined) return null;
  if (premium.failed)
    return <PremiumNotQuoted premium={premium} message={PREMIUM_TEXTS.deductionNotQuoted} />;
  return (
    <Typography color="text.secondary" role="status" aria-live="polite">
      {premium.priceable ? PREMIUM_TEXTS.deductionQuoting : PREMIUM_TEXTS.deductionNeedsBalance}
    </Typography>
  );
}
