import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type DeskEmployee, type DeskPolicyHolder } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { PageFrame } from '../../../../components/page/page-frame';
import { RequireOperator, useOperatorUser } from '../../../../lib/identity/operator';
import { MotorRegisterPage } from '../../../motor/shared/wizard/motor-register-page';
import { motorRegistrationActions } from '../../../motor/shared/wizard/registration-slice';
import { useMotorDraft } from '../../../motor/shared/wizard/use-motor-draft';
import { MotorWizardAgentContext } from '../../../motor/shared/wizard/wizard-agent';
import { useDeskSelection } from '../state/desk-selection';
import { DESK_PATHS } from '../state/desk-paths';
import { useDeskAgent } from './use-desk-agent';

/** The desk's wizard starts with the employee's salary paying the premium (they may choose a debit order). */
function useSalaryDeductionFirst(draftOwner: string) {
  const dispatch = useAppDispatch();
  const draft = useMotorDraft();
  const fresh =
    draft.owner === draftOwner &&
    draft.succeedSteps.length === 0 &&
    draft.values.paymentMethod === 'debit_order';
  useEffect(() => {
    if (fresh) dispatch(motorRegistrationActions.valuesEdited({ paymentMethod: 'deduct_from_salary' }));
  }, [dispatch, fresh]);
}

function DeskWizard({
  operatorName,
  employee,
  holder,
}: {
  operatorName: string;
  employee: DeskEmployee;
  holder: DeskPolicyHolder;
}) {
  const agent = useDeskAgent(operatorName, employee, holder);
  useSalaryDeductionFirst(agent.draftOwner);
  return (
    <MotorWizardAgentContext.Provider value={agent}>
      <MotorRegisterPage family="employee" />
    </MotorWizardAgentContext.Provider>
  );
}

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
  return <DeskWizard operatorName={operator.name} employee={employee} holder={holder} />;
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
