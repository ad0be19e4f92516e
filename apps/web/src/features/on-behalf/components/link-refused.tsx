import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ON_BEHALF_LINK_FOR_SOMEONE_ELSE } from '@cover/domain/motor';
import { readApiError } from '../../../lib/api-error';

/** Whether the server refused the link because it was sent to another employee than the one signed in. */
export const sentToSomeoneElse = (error: unknown): boolean =>
  readApiError(error).code === ON_BEHALF_LINK_FOR_SOMEONE_ELSE;

/**
 * The link's review refused, with the way on below the message (a full-width line at 390 px, not squeezed
 * beside it): a link sent to someone else offers to sign out (`onSignOut`, the page's: it comes back to the
 * link after the sign-in of the person it was sent to, whose token stays in this tab); any other refusal (not valid, expired) leads to
 * the employee's motor cover.
 */
export function LinkRefused({
  error,
  policiesPath,
  onSignOut,
}: {
  error: unknown;
  policiesPath: string;
  onSignOut: () => void;
}) {
  const someoneElse = sentToSomeoneElse(error);
  return (
    <Stack spacing={2}>
      <Alert severity={someoneElse ? 'warning' : 'error'}>{readApiError(error).message}</Alert>
      {someoneElse ? (
        <Button variant="contained" onClick={onSignOut} sx={{ alignSelf: 'flex-start' }}>
          Sign out
        </Button>
      ) : (
        <Button variant="outlined" component={RouterLink} to={policiesPath} sx={{ alignSelf: 'flex-start' }}>
          My motor cover
        </Button>
      )}
    </Stack>
  );
}
