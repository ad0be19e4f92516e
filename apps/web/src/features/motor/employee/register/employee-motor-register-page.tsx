import { RequireAuth } from '../../../../lib/identity';
import { MotorRegisterPage } from '../../shared/wizard/motor-register-page';

/** /employee/motor/register: a signed-in employee insures a vehicle on a scheme of their salary level. */
export function EmployeeMotorRegisterPage() {
  return (
    <RequireAuth audience="employee">
      <MotorRegisterPage family="employee" />
    </RequireAuth>
  );
}
