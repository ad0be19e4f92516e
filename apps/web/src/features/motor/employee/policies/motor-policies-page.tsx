import { OnBehalfSection } from '../../../on-behalf/components/on-behalf-section';
import { useMadeForYou } from '../../../on-behalf/components/use-made-for-you';
import { MotorPolicyList } from '../../shared/policies/motor-policy-list';

/**
 * /employee/motor/policies: the motor policies, applications (one an operator made leads to its review
 * page), vehicle inspections and what was done on the employee's behalf.
 */
export function EmployeeMotorPoliciesPage() {
  const madeForYou = useMadeForYou();
  return <MotorPolicyList family="employee" madeForYou={madeForYou} extra={<OnBehalfSection />} />;
}
