import { useEffect } from 'react';
import { type DeskEmployee, type DeskPolicyHolder } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { MotorRegisterPage } from '../../../motor/shared/wizard/motor-register-page';
import { motorRegistrationActions } from '../../../motor/shared/wizard/registration-slice';
import { useMotorDraft } from '../../../motor/shared/wizard/use-motor-draft';
import { MotorWizardAgentContext } from '../../../motor/shared/wizard/wizard-agent';
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

/**
 * The motor wizard in operator mode for the employee chosen on the desk: the same steps, the desk's calls,
 * the inspection link to the employee's cellphone and, instead of the declaration, sending the application
 * to the employee for acceptance. Its own chunk: the page decides who may see it before this loads.
 */
export function DeskWizard({
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
