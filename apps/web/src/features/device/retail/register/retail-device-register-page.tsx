import { RequireAuth } from '../../../../lib/identity';
import { DeviceRegisterPage } from '../../shared/wizard/device-register-page';

/** /retail/device/register: a signed-in retail customer insures a phone (paid by debit order). */
export function RetailDeviceRegisterPage() {
  return (
    <RequireAuth audience="retail">
      <DeviceRegisterPage family="retail" />
    </RequireAuth>
  );
}
