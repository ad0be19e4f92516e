import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { readApiError } from '../../../lib/api-error';
import {
  RequireOperator,
  useGetOperatorUserNameQuery,
  useOperatorSignOut,
  useOperatorUser,
} from '../../../lib/identity/operator';
import { DeskFinder } from '../../operator/desk/home/desk-finder';
import { DESK_PATHS } from '../../operator/desk/state/desk-paths';
import { DashboardSection } from '../components/dashboard-section';
import { greeting } from '../components/greeting';
import { PageHead } from '../../../components/page/page-head';

function OperatorHome() {
  const operator = useOperatorUser();
  const signOut = useOperatorSignOut();
  const { data, error, isLoading, refetch } = useGetOperatorUserNameQuery();
  const name = data?.displayName ?? operator?.displayName ?? operator?.name ?? '';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <PageHead title="Operator" />
      <Typography variant="overline" component="p" color="text.secondary">
        Operator
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {`${greeting(new Date().getHours())}, ${name}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Register policy holders and vehicles on behalf of Telkom employees. The employee accepts the terms and
        consents themselves before cover starts.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <DashboardSection title="Find an employee">
          <DeskFinder />
        </DashboardSection>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <DashboardSection title="Your applications">
            <Typography sx={{ mb: 2 }}>
              The applications you made, their status and what each waits for: documents, the inspection or
              the employee’s acceptance.
            </Typography>
            <Button variant="outlined" component={RouterLink} to={DESK_PATHS.applications}>
              See your applications
            </Button>
          </DashboardSection>
          <DashboardSection title="Your sign-in">
            {isLoading ? <LoadingState label="Loading your details" lines={2} /> : null}
            {error ? (
              <ErrorState message={readApiError(error).message} onRetry={() => void refetch()} />
            ) : null}
            {data ? (
              <Stack spacing={1.5}>
                <Typography>
                  Signed in as <strong>{data.userName}</strong>
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  Your session ends when you sign out or after a period without activity. Sign out on shared
                  computers.
                </Typography>
                <Box>
                  <Button variant="outlined" onClick={() => void signOut()}>
                    Sign out
                  </Button>
                </Box>
              </Stack>
            ) : null}
          </DashboardSection>
        </Stack>
      </Box>
    </Container>
  );
}

/** /operator: the operator desk's home after sign-in: find an employee, register them and a vehicle. */
export function OperatorDashboardPage() {
  return (
    <RequireOperator desk>
      <OperatorHome />
    </RequireOperator>
  );
}

export { OperatorDashboardPage as Component };
