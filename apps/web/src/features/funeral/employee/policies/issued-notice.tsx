import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PolicyDetail } from '@cover/domain/funeral';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { Money } from '../../../../components/money/money-display';
import { formatDate } from '../../../../components/policies/labels';
import { employeeRegisterActions } from '../state/register-slice';

/** How the premium is paid, from when: a salary deduction, a debit order, or nothing (the free benefit). */
function HowItIsPaid({ policy }: { policy: PolicyDetail }) {
  const method = policy.module.paymentDetails?.type;
  if (policy.monthlyPremium === 0 || !method) return <>Telkom pays for this benefit: nothing is deducted.</>;
  const first = policy.nextBillingDate ? `, the first on ${formatDate(policy.nextBillingDate)}` : '';
  return method === 'deduct_from_salary' ? (
    <>
      <Money cents={policy.monthlyPremium} /> a month is deducted from your salary{first}.
    </>
  ) : (
    <>
      <Money cents={policy.monthlyPremium} /> a month is collected by debit order{first}.
    </>
  );
}

/**
 * "You're covered" on the policy the registration just issued (QA walk 10 no. 12): the wizard's success
 * screen moves on after 2 s, so the policy page says it too, with what is deducted and what happens next,
 * until the employee closes it.
 */
export function IssuedNotice({ policy }: { policy: PolicyDetail }) {
  const dispatch = useAppDispatch();
  const issued = useAppSelector((state) => state.employeeFuneralRegister.policyDetails);
  if (issued.policyId !== policy.policyId || policy.status !== 'ACTIVE') return null;
  return (
    <Alert severity="success" role="status">
      <AlertTitle component="h2">
        You’re covered: policy{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {policy.policyNumber}
        </Box>{' '}
        is issued
      </AlertTitle>
      <Typography variant="body2">
        <HowItIsPaid policy={policy} />
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        What happens next: your policy schedule is under Documents below, and we have emailed you to confirm
        your cover. Natural death is covered once the waiting period ends on{' '}
        {formatDate(policy.naturalDeathWaitingEndsOn)}. Changed your mind? You can cancel until{' '}
        {formatDate(policy.cancellationTerms.coolingOffEndsOn)} and, when no claim has been made, the premiums
        you paid are refunded.
      </Typography>
      {/* under the text, not beside it: the text keeps the width of a phone's screen */}
      <Button
        color="inherit"
        size="small"
        sx={{ mt: 1, ml: -1 }}
        onClick={() => dispatch(employeeRegisterActions.issuedSeen())}
      >
        Close
      </Button>
    </Alert>
  );
}
