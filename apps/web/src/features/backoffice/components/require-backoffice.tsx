import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../../components/page/page-frame';
import { RequireOperator, useOperatorSignOut, useOperatorUser } from '../../../lib/identity/operator';
import { isBackofficeOperator } from '../state/backoffice-paths';
import { ConsoleNav } from './console-nav';

/** A signed-in operator without the back-office role: what this is, and where to go instead. */
function NotForYourRole() {
  const signOut = useOperatorSignOut();
  return (
    <PageFrame title="You need back-office access" maxWidth="md">
      <Stack spacing={2.5} data-testid="not-for-your-role">
        <Typography>
          The back office console is for staff who assess applications, pre-inspections and claims. Your
          account does not have the back-office role, so these pages are not available to you.
        </Typography>
        <Typography color="text.secondary">
          If you need access, ask your team leader to add the back-office role to your account.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" component={RouterLink} to="/operator">
            Go to the operator desk
          </Button>
          <Button variant="outlined" onClick={() => void signOut()}>
            Sign in with another account
          </Button>
        </Stack>
      </Stack>
    </PageFrame>
  );
}

function RoleGate({ children }: { children: ReactNode }) {
  const operator = useOperatorUser();
  if (!isBackofficeOperator(operator)) return <NotForYourRole />;
  return (
    <>
      <ConsoleNav />
      {children}
    </>
  );
}

/**
 * Renders its children under the console's navigation for a signed-in operator with the back-office role; a
 * plain operator sees "You need back-office access"; no session: the operator sign-in with `next` to come back.
 */
export function RequireBackoffice({ children }: { children: ReactNode }) {
  return (
    <RequireOperator>
      <RoleGate>{children}</RoleGate>
    </RequireOperator>
  );
}
