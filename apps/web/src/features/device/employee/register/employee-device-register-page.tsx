import { RequireAuth } from '../../../../lib/identity';
import { DeviceRegisterPage } from '../../shared/wizard/device-register-page';

/** /employee/device/register: a signed-in employee insures a phone (salary deduction or debit order). */
export function EmployeeDeviceRegisterPage() {
  return (
    <RequireAuth audience="employee">
      <DeviceRegisterPage family="employee" />
    </RequireAuth>
  );
}
