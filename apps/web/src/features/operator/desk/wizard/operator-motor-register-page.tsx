import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { LoadingState } from '../../../../components/async-state/async-state';
import { PageFrame } from '../../../../components/page/page-frame';
import { RequireOperator, useOperatorUser } from '../../../../lib/identity/operator';
import { useDeskSelection } from '../state/desk-selection';
import { DESK_PATHS } from '../state/desk-paths';

// The wizard is the desk's largest page: it loads after the guard has let an operator in, so back-office
// staff are sent to their console at once (not after a blank wait for code they may not use).
const DeskWizard = lazy(() => import('./desk-wizard').then((module) => ({ default: module.DeskWizard })));

function DeskRegister() {
  const operator = useOperatorUser();
  const { employee, holder } = useDeskSelection();
  if (!operator || !employee || !holder)
    return (
      <PageFrame
        title="Register a vehicle"
        maxWidth="md"
        back={{ to: DESK_PATHS.home, label: 'Operator desk' }}
      >
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={DESK_PATHS.home} color="inherit">
              Find an employee
            </Button>
          }
        >
          Find the employee on the roster and register them as a policy holder first.
        </Alert>
      </PageFrame>
    );
  return (
    <Suspense
      fallback={
        <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
          <LoadingState label="Loading the vehicle registration" />
        </Container>
      }
    >
      <DeskWizard operatorName={operator.name} employee={employee} holder={holder} />
    </Suspense>
  );
}

/**
 * /operator/motor/register: the motor wizard in operator mode for the employee chosen on the desk (the
 * persisted policy holder): the same steps, the desk's calls, the inspection link to the employee's
 * cellphone and, instead of the declaration, sending the application to the employee for acceptance.
 */
export function OperatorMotorRegisterPage() {
  return (
    <RequireOperator desk>
      <DeskRegister />
    </RequireOperator>
  );
}

export { OperatorMotorRegisterPage as Component };
