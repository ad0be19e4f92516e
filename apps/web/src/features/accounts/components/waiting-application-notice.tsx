import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Audience } from '../../../lib/identity';
// not the motor contracts: they would join the sign-in page's first load (52 kB)
import { ACCEPT_PAGE_PATH } from '../../on-behalf/accept-path';

export const WAITING_APPLICATION_LINE =
  'Sign in or register to review the motor application an operator made for you.';

/**
 * Whether the sign-in was reached from the acceptance link an operator's application sends the employee
 * (RequireAuth's return path, `next=/employee/accept`). Only the path says so: the link's token is not in
 * the address, and nothing of the application is known, or told, before the employee signs in.
 */
export const fromWaitingApplication = (audience: Audience, nextPath: string) =>
  audience === 'employee' && nextPath.split(/[?#]/)[0] === ACCEPT_PAGE_PATH;

/**
 * Above the sign-in form, for an employee who opened the acceptance link signed out (QA walk 13, finding
 * 6): why they are asked to sign in, and Register as prominent as Sign in (most have no account yet).
 */
export function WaitingApplicationNotice({ registerTo }: { registerTo: string }) {
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }} role="note" aria-label="An application waits for you">
      <Typography sx={{ fontWeight: 600 }}>{WAITING_APPLICATION_LINE}</Typography>
      <Typography variant="body2" color="text.secondary">
        First time here? Register with your salary reference number. Registered already? Sign in below.
      </Typography>
      <Button component={RouterLink} to={registerTo} variant="contained" size="large" fullWidth>
        Register
      </Button>
    </Stack>
  );
}
