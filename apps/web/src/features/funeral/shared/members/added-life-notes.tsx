import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate, saDay, waitingPeriodEndsOn } from '@cover/domain';
import type { PolicyDetail } from '@cover/domain/funeral';

/**
 * What adding lives to a policy means beyond the premium (QA walk 10 no. 3): from when the new amount is
 * taken, and that each new life has their own waiting period, with its end. `who` opens the waiting-period
 * sentence, e.g. 'Each family member you add has' or 'Your spouse has'.
 */
export function AddedLifeNotes({ policy, who }: { policy: PolicyDetail; who: string }) {
  const today = saDay(new Date());
  const salary = policy.module.paymentDetails?.type === 'deduct_from_salary';
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {policy.nextBillingDate ? (
        <Typography>
          {salary
            ? `The new amount is deducted from your salary from the deduction on ${formatLongDate(policy.nextBillingDate)}.`
            : `The new amount is collected by debit order from ${formatLongDate(policy.nextBillingDate)}.`}
        </Typography>
      ) : null}
      <Typography>
        {`${who} their own waiting period: natural death is covered from ${formatLongDate(waitingPeriodEndsOn(today, 'natural'))}, accidental death from the day they are added.`}
      </Typography>
    </Stack>
  );
}
