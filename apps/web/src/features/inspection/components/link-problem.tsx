import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { PRE_INSPECTION_MESSAGES } from '@cover/domain/motor';

/** The link is missing, expired or replaced by a newer one: say so plainly and what to do. */
export function LinkProblem() {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>This link no longer works</AlertTitle>
      {PRE_INSPECTION_MESSAGES.linkInvalid} We will send it to your phone by SMS.
    </Alert>
  );
}
