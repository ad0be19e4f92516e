import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { EmployeeRosterMatch } from '@cover/domain';

export type RosterLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; match: EmployeeRosterMatch }
  | { state: 'failed'; message: string };

/**
 * What the salary reference look-up found on the employee roster (names only): the form is filled from it, and
 * the confirmation code goes to the email address typed in the form, which the roster's need not be.
 */
export function RosterLookupResult({ lookup }: { lookup: RosterLookup }) {
  if (lookup.state === 'loading') {
    return (
      <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden /> Looking you up on the employee roster…
      </Typography>
    );
  }
  if (lookup.state === 'found') {
    const { match } = lookup;
    return (
      <Alert severity="success" role="status">
        We found <strong>{`${match.firstName} ${match.lastName}`}</strong> ({match.employeeType}) on the
        employee roster and filled in your name and employee type: they must match the roster. We will send
        your confirmation code to the email address you give below.
      </Alert>
    );
  }
  return null;
}
