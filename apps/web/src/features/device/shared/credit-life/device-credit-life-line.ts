import { creditLifeWebPaths, type CreditLifeFamily, type CreditLifeLine } from '../../../credit-life/line';
import { deviceWebPaths } from '../policies/paths';

/** Credit life on a financed phone, for an audience (/retail/device/credit-life, /employee/device/credit-life). */
export function deviceCreditLifeLine(family: CreditLifeFamily): CreditLifeLine {
  const device = deviceWebPaths(family);
  return {
    scope: { line: 'device', family },
    paths: {
      ...creditLifeWebPaths(`/${family}/device`),
      home: device.policies,
      linkedPolicy: device.policy,
      register: device.register,
    },
    wording: {
      item: 'phone',
      cover: 'Credit life on a financed phone',
      financedItem: 'Financed phone',
      listTitle: 'My credit life',
      homeLabel: 'My device cover',
      linkedPolicyLabel: 'Device cover of this phone',
    },
    // standalone credit life on a phone is taken by employees (spec 002 §7 createIndividualCreditLife)
    standalone: family === 'employee',
  };
}
