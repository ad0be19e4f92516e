import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LinkedCover } from '@cover/domain';
import { Money } from '../money/money-display';

/**
 * The credit life sold with a policy goes on when the policy is cancelled (it covers what is still owed on
 * the finance, not the insured item): said before the customer confirms, with its premium, and a link to
 * cancel it on its own (docs/decisions/0016, addendum). Nothing when the policy has none.
 */
export function LinkedCoverNotice({
  covers,
  cancelPath,
}: {
  covers: readonly LinkedCover[];
  /** the cancel page of a linked policy */
  cancelPath?: ((cover: LinkedCover) => string) | undefined;
}) {
  if (covers.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>
        {covers.length === 1 ? 'Your credit life continues' : 'Your credit life policies continue'}
      </AlertTitle>
      {covers.map((cover) => (
        <Typography variant="body2" key={cover.policyId} sx={{ mt: 0.5 }}>
          Credit life {cover.policyNumber} covers what you still owe on the finance, not the insured item, so
          it goes on after you cancel this policy: <Money cents={cover.monthlyPremium} /> a month is still
          collected. You can cancel it too when you confirm
          {cancelPath ? (
            <>
              , or{' '}
              <Link component={RouterLink} to={cancelPath(cover)}>
                cancel credit life {cover.policyNumber} on its own
              </Link>
            </>
          ) : null}
          .
        </Typography>
      ))}
    </Alert>
  );
}
