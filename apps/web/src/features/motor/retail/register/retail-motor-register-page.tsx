import { RequireAuth } from '../../../../lib/identity';
import { MotorRegisterPage } from '../../shared/wizard/motor-register-page';

/** /retail/motor/register: a signed-in retail customer insures a vehicle (retail motor cover, debit order). */
export function RetailMotorRegisterPage() {
  return (
    <RequireAuth audience="retail">
      <MotorRegisterPage family="retail" />
    </RequireAuth>
  );
}
