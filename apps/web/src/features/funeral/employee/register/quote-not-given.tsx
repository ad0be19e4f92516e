import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { UNABLE_TO } from '@cover/domain';
import { ErrorState } from '../../../../components/async-state/async-state';
import type { EmployeeQuoteFailure } from './use-employee-quote';

/**
 * Where the quote would be when there is none: the server's reason when it refused the quote for a rule
 * (an age band, say), with the way back to the cover; 'try again' only when it failed on our side.
 */
export function QuoteNotGiven({
  failure,
  onRetry,
  onChangeCover,
}: {
  failure: EmployeeQuoteFailure;
  onRetry: () => void;
  onChangeCover: () => void;
}) {
  if (!failure.refused) return <ErrorState message={UNABLE_TO.GET_QUOTE} onRetry={onRetry} />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onChangeCover}>
          Change your cover
        </Button>
      }
    >
      {failure.error.message}
    </Alert>
  );
}
