import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { PolicyDetail } from '@cover/domain/funeral';
import { NotFound } from '../../../../components/not-found';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { useGetEmployeePolicyQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import { EmployeeAddChildren } from './employee-add-children';
import { EmployeeAddSpouse } from './employee-add-spouse';
import { EmployeeCancelPolicy } from './employee-cancel-policy';
import {
  employeeActionLabel,
  isEmployeePolicyAction,
  type EmployeePolicyAction,
} from './employee-policy-actions';

const SCREENS: Record<EmployeePolicyAction, (policy: PolicyDetail) => ReactNode> = {
  children: (policy) => <EmployeeAddChildren policy={policy} />,
  spouse: (policy) => <EmployeeAddSpouse policy={policy} />,
  cancel: (policy) => <EmployeeCancelPolicy policy={policy} />,
};

/** A change screen of one employee funeral policy, chosen by the :action segment. */
export function EmployeePolicyActionPage() {
  const { policyId = '', action } = useParams();
  const policy = useGetEmployeePolicyQuery(policyId, { skip: !isEmployeePolicyAction(action) });
  if (!isEmployeePolicyAction(action)) return <NotFound />;
  const back = {
    to: EMPLOYEE_FUNERAL_PATHS.policy(policyId),
    label: policy.data ? `Policy ${policy.data.policyNumber}` : 'Your policy',
  };
  return (
    <PolicyDetailShell policy={policy} back={back} title={employeeActionLabel(action)} maxWidth="md">
      {(data) => SCREENS[action](data)}
    </PolicyDetailShell>
  );
}
