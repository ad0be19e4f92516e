import { type RegisterPolicyHolderReply } from '@cover/domain/motor';
import { EmployeeCard } from './employee-card';
import { EmployeeSearch } from './employee-search';
import { useDeskSelection, useDeskSelectionActions } from '../state/desk-selection';

/**
 * The desk's first task: find an employee on the roster, register them as a policy holder, then register a
 * vehicle. The employee found (and their holder) is kept in the persisted slices, so a reload keeps the place.
 */
export function DeskFinder() {
  const { employee, holder } = useDeskSelection();
  const { employeeFound, holderChosen, cleared } = useDeskSelectionActions();
  if (employee)
    return (
      <EmployeeCard
        employee={employee}
        holder={holder}
        onRegistered={(reply: RegisterPolicyHolderReply) => holderChosen(reply.policyHolder)}
        onClear={cleared}
      />
    );
  return <EmployeeSearch onFound={employeeFound} />;
}
